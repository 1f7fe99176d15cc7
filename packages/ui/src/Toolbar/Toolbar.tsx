import type { ReactNode } from 'react';
import { Toolbar as AriaToolbar, type ToolbarProps as AriaToolbarProps } from 'react-aria-components';
import { toolbar } from './Toolbar.css';

type Gap = 'none' | '1' | '2' | '3';
type Justify = 'start' | 'end' | 'between';

export interface ToolbarProps
  extends Omit<AriaToolbarProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** What the toolbar is for, e.g. "Text formatting" or "Table actions". */
  'aria-label': string;
  gap?: Gap;
  justify?: Justify;
  /** Buttons joined into one segmented control. */
  attached?: boolean;
  children: ReactNode;
}

/** A set of related controls, one tab stop, arrow keys move between them (react-aria Toolbar). */
export function Toolbar({
  orientation = 'horizontal',
  gap,
  justify = 'start',
  attached = false,
  children,
  ...rest
}: ToolbarProps) {
  return (
    <AriaToolbar
      {...rest}
      orientation={orientation}
      className={toolbar({ orientation, gap: gap ?? (attached ? 'none' : '2'), attached, justify })}
    >
      {children}
    </AriaToolbar>
  );
}

export interface ButtonGroupProps {
  gap?: Gap;
  /** `end` for dialog and form footers. */
  justify?: Justify;
  children: ReactNode;
}

/** Buttons side by side, each its own tab stop (footers, header actions). Use `Toolbar` for a toolbar. */
export function ButtonGroup({ gap = '2', justify = 'start', children }: ButtonGroupProps) {
  return <div className={toolbar({ gap, justify })}>{children}</div>;
}
