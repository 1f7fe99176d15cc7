import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger,
} from 'react-aria-components';
import { tooltip } from './Tooltip.css';

/** How long the pointer rests on a trigger before its tooltip shows (spec §9). */
export const TOOLTIP_DELAY = 700;

export interface TooltipProps extends Pick<AriaTooltipProps, 'placement' | 'offset'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element, such as a `Button` or `IconButton`. */
  children: ReactElement;
  /** Milliseconds before showing on hover; keyboard focus shows it at once. */
  delay?: number;
  closeDelay?: number;
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short label shown on hover (after `TOOLTIP_DELAY`) and on keyboard focus. */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP_DELAY,
  closeDelay = 0,
  placement = 'top',
  offset = 6,
  ...trigger
}: TooltipProps) {
  return (
    <TooltipTrigger {...trigger} delay={delay} closeDelay={closeDelay}>
      {children}
      <AriaTooltip placement={placement} offset={offset} className={tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
