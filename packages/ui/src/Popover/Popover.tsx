import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
} from 'react-aria-components';
import * as s from './Popover.css';

export interface PopoverProps
  extends Pick<
    AriaPopoverProps,
    'placement' | 'offset' | 'isOpen' | 'onOpenChange' | 'triggerRef' | 'isNonModal'
  > {
  /** A heading at the top; it also names the popover. Without it, pass `aria-label`. */
  title?: string;
  'aria-label'?: string;
  /** `auto` fits the content (up to a small dialog's width). */
  width?: 'auto' | 'sm' | 'md';
  children: ReactNode;
}

/** Non-modal-looking floating content (filters, details) anchored to its trigger; a dialog for assistive tech. */
export function Popover({
  title,
  'aria-label': ariaLabel,
  width = 'auto',
  placement = 'bottom start',
  offset = 8,
  children,
  ...rest
}: PopoverProps) {
  return (
    <AriaPopover {...rest} placement={placement} offset={offset} className={s.popover({ width })}>
      <AriaDialog className={s.popoverDialog} aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" className={s.popoverTitle}>
            {title}
          </Heading>
        )}
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}

export type PopoverTriggerProps = DialogTriggerProps;

/** Wraps a trigger button and a `Popover`: pressing the button opens it. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}
