import type { ReactNode, Ref } from 'react';
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
