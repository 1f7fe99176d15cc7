import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../tokens/sprinkles.css';
import { autoGrid, columnCount, fixedGrid, minColumnWidth } from './Grid.css';

type Space = NonNullable<Sprinkles['gap']>;

const minWidths = { xs: '140px', sm: '200px', md: '260px', lg: '320px' } as const;

export interface GridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style' | 'className'> {
  gap?: Space;
  /** A fixed column count on wide screens (1 on phones, at most 2 on tablets)… */
  columns?: 1 | 2 | 3 | 4 | 5 | 6;
  /** …or as many columns as fit, each at least this wide. */
  minItemWidth?: keyof typeof minWidths;
  children?: ReactNode;
}

/** A responsive grid of equal columns. */
export function Grid({ gap = '4', columns, minItemWidth = 'sm', children, ...rest }: GridProps) {
  const styleVars = columns
    ? assignInlineVars({ [columnCount]: String(columns) })
    : assignInlineVars({ [minColumnWidth]: minWidths[minItemWidth] });
  return (
    <div className={`${columns ? fixedGrid : autoGrid} ${sprinkles({ gap })}`} style={styleVars} {...rest}>
      {children}
    </div>
  );
}
