import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import { heading } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface HeadingProps {
  /** The document outline level (h1–h4). */
  level?: HeadingLevel;
  /** The visual size; by default it follows the level. */
  size?: HeadingSize;
  weight?: 'medium' | 'semibold' | 'bold';
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  id?: string;
  /** A react-aria slot, e.g. `title` inside a dialog. */
  slot?: string;
  children: ReactNode;
}

const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

/** A section heading. Its level is the outline; its size is the look. */
export function Heading({
  level = 2,
  size,
  weight = 'semibold',
  truncate = false,
  children,
  ...rest
}: HeadingProps) {
  return (
    <AriaHeading
      {...rest}
      level={level}
      className={heading({ size: size ?? sizeForLevel[level], weight, truncate })}
    >
      {children}
    </AriaHeading>
  );
}
