import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as s from './Drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the drawer for assistive technology, e.g. "Menu". */
  'aria-label': string;
  children: ReactNode;
}

/**
 * A panel that slides over the page from the start edge, full height: a modal (focus moves in and
 * is trapped, Escape and a press outside close it, focus returns to what opened it). Holds the
 * side menu on compact and medium screens.
 */
export function Drawer({ isOpen, onOpenChange, 'aria-label': ariaLabel, children }: DrawerProps) {
  return (
    <ModalOverlay className={s.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={s.panel}>
        <Dialog className={s.dialog} aria-label={ariaLabel}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
