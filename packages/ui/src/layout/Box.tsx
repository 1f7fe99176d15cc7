import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../tokens/sprinkles.css';

type BoxElement =
  | 'div'
  | 'section'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'aside'
  | 'span'
  | 'ul'
  | 'ol'
  | 'li'
  | 'article'
  | 'dl';

export interface BoxProps
  extends Sprinkles,
    Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'style' | 'className'> {
  as?: BoxElement;
  children?: ReactNode;
  /** Escape hatch for composing recipe classes inside the ui package only. */
  className?: string;
}

/** The layout primitive: a plain element whose spacing and layout come from design tokens. */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const domProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else domProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { className: classes, ...domProps }, children);
}
