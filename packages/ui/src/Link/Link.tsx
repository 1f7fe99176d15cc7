import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, buttonIconSize } from '../Button';
import { button } from '../Button/Button.css';
import type { IconComponent } from '../icons';
import { link } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** How the link looks as a link. Ignored when `appearance` makes it look like a button. */
  variant?: 'inline' | 'standalone' | 'subtle';
  size?: 'inherit' | 'sm' | 'md';
  /** Look like a button of this variant (navigation that reads as an action, e.g. "View All"). */
  appearance?: 'link' | ButtonVariant;
  /** Size when it looks like a button. */
  buttonSize?: ButtonSize;
  icon?: IconComponent;
  iconEnd?: IconComponent;
  children: ReactNode;
}

/**
 * A link on react-aria: client-side navigation works with any router once the app wraps the tree
 * in react-aria's `RouterProvider` (`navigate`, `useHref`); without one it is a plain anchor.
 */
export function Link({
  variant = 'inline',
  size = 'inherit',
  appearance = 'link',
  buttonSize = 'md',
  icon: Icon,
  iconEnd: IconEnd,
  children,
  ...rest
}: LinkProps) {
  const asButton = appearance !== 'link';
  const className = asButton
    ? button({ variant: appearance, size: buttonSize })
    : link({ variant: Icon || IconEnd ? (variant === 'inline' ? 'standalone' : variant) : variant, size });
  const glyph = asButton ? buttonIconSize[buttonSize] : 14;
  return (
    <AriaLink {...rest} className={className}>
      {Icon && <Icon size={glyph} aria-hidden="true" />}
      {children}
      {IconEnd && <IconEnd size={glyph} aria-hidden="true" />}
    </AriaLink>
  );
}
