import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { IconComponent } from '../icons';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label; alone (no children) it makes an icon-only button, which needs `aria-label`. */
  icon?: IconComponent;
  /** An icon after the label. */
  iconEnd?: IconComponent;
  fullWidth?: boolean;
  children?: ReactNode;
  /** The button element, e.g. to give it the focus back. */
  ref?: Ref<HTMLButtonElement>;
}

/** The icon size for each button size (Button, RowButton, a Link that looks like a button). */
export const buttonIconSize = { sm: 14, md: 16, lg: 18 } as const;

/**
 * react-aria's Button announces a change of its pending state through its live announcer, by
 * pointing an announcement (a `role="img"` in the announcer's log) at the button's own id, and the
 * announcement stays in the page for seven seconds. A button that leaves meanwhile (Sign In once
 * signed in, a dialog's submit once the dialog closes) would leave an announcement that names an
 * element no longer there: an image with no name, which axe reports (`role-img-alt`). Announcements
 * whose every named element is gone are removed; there is nothing left for them to read.
 */
function removeStaleAnnouncements() {
  for (const announcement of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = announcement.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    if (!ids.some((id) => document.getElementById(id))) announcement.remove();
  }
}

/**
 * The announcer's first announcement is made this long after it is asked for (react-aria waits
 * 100 ms for its log to be in the page), so a button that leaves at once is checked again after.
 */
const FIRST_ANNOUNCEMENT_DELAY_MS = 150;

/** Once a button that was pending leaves the page, its pending announcements go with it. */
function usePendingAnnouncementsLeaveWithButton(isPending: boolean | undefined) {
  const wasPending = useRef(false);
  if (isPending) wasPending.current = true;
  useEffect(
    () => () => {
      if (!wasPending.current) return;
      removeStaleAnnouncements();
      setTimeout(removeStaleAnnouncements, FIRST_ANNOUNCEMENT_DELAY_MS);
    },
    [],
  );
}

/** The product's button, on react-aria: press, keyboard, focus ring, pending and disabled states. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon: Icon,
  iconEnd: IconEnd,
  fullWidth = false,
  isPending,
  children,
  ...rest
}: ButtonProps) {
  usePendingAnnouncementsLeaveWithButton(isPending);
  const iconOnly = !children && !!Icon;
  if (iconOnly && !rest['aria-label'] && !rest['aria-labelledby'] && import.meta.env?.DEV) {
    console.warn('Button: an icon-only button needs an aria-label.');
  }
  return (
    <AriaButton {...rest} isPending={isPending} className={button({ variant, size, iconOnly, fullWidth })}>
      {isPending ? <Spinner /> : Icon && <Icon size={buttonIconSize[size]} aria-hidden="true" />}
      {iconOnly ? null : children}
      {IconEnd && <IconEnd size={buttonIconSize[size]} aria-hidden="true" />}
    </AriaButton>
  );
}
