export { TOOLTIP_DELAY, Tooltip, type TooltipProps } from './Tooltip';
