import { type ReactElement, type ReactNode, useId } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Text,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { X } from '../icons';
import * as s from './Dialog.css';

export interface DialogProps {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** One or two lines under the title; linked as the dialog's description. */
  description?: ReactNode;
  /** The body: a form, a message, details. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Footer actions, right-aligned. A render function receives `close`; a `Button` with
   * `slot="close"` closes the dialog too (use it for Cancel).
   */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** The button that opens the dialog. Omit it to control the dialog with `isOpen`/`onOpenChange`. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Close when the backdrop is clicked. Escape always closes. */
  isDismissable?: boolean;
  /** Show an × button at the top right. */
  showCloseButton?: boolean;
  /** Label of the × button. */
  closeLabel?: string;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape (and Cancel) closes it, and focus returns
 * to what opened it.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'md',
  role = 'dialog',
  isDismissable = true,
  showCloseButton = true,
  closeLabel = 'Close',
}: DialogProps) {
  const descriptionId = useId();
  const modal = (
    <ModalOverlay
      className={s.overlay}
      isDismissable={isDismissable && role !== 'alertdialog'}
      {...(trigger ? {} : { isOpen, defaultOpen, onOpenChange })}
    >
      <Modal className={s.modal({ size })}>
        <AriaDialog
          className={s.dialog}
          role={role}
          aria-describedby={description != null ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              <div className={s.header}>
                <Heading slot="title" className={s.title}>
                  {title}
                </Heading>
                {description != null && (
                  <Text id={descriptionId} elementType="p" className={s.description}>
                    {description}
                  </Text>
                )}
              </div>
              {children != null && (
                <div className={s.body}>{typeof children === 'function' ? children(close) : children}</div>
              )}
              {footer != null && (
                <div className={s.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
              {showCloseButton && (
                <div className={s.close}>
                  <IconButton icon={X} aria-label={closeLabel} size="sm" slot="close" />
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
