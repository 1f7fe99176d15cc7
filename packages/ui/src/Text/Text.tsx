import { createElement, type ReactNode } from 'react';
import type { Tone } from '../tokens/tone';
import { text } from './Text.css';

export type TextSize = 'inherit' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';
export type TextTone = 'inherit' | 'default' | 'muted' | 'accent' | Tone;
export type TextWeight = 'inherit' | 'regular' | 'medium' | 'semibold' | 'bold';

export interface TextProps {
  as?: 'span' | 'p' | 'div' | 'label' | 'strong' | 'em' | 'dd' | 'dt';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  /** Equal-width figures for amounts, quantities and ids that line up. */
  tabular?: boolean;
  /** Monospace, for codes such as SKUs. */
  mono?: boolean;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  align?: 'inherit' | 'start' | 'center' | 'end';
  id?: string;
  title?: string;
  children?: ReactNode;
}

/** Body text: size, tone (muted, accent or a status tone), weight and a tabular-figures style. */
export function Text({
  as = 'span',
  size = 'inherit',
  tone = 'default',
  weight = 'inherit',
  tabular = false,
  mono = false,
  truncate = false,
  align = 'inherit',
  children,
  ...rest
}: TextProps) {
  return createElement(
    as,
    {
      // A text cut with an ellipsis shows whole on hover.
      title:
        truncate && (typeof children === 'string' || typeof children === 'number')
          ? String(children)
          : undefined,
      ...rest,
      className: text({ size, tone, weight, tabular, mono, truncate, align }),
    },
    children,
  );
}
