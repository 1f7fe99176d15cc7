export { Popover, type PopoverProps, PopoverTrigger, type PopoverTriggerProps } from './Popover';
