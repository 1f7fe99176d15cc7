import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../tokens/sprinkles.css';
import { autoGrid, columnCount, fixedGrid, lazyItemHeight, lazyItems, minColumnWidth } from './Grid.css';

type Space = NonNullable<Sprinkles['gap']>;

/** Column widths, and the heights `lazyItemHeight` assumes. */
const minWidths = { xs: '140px', sm: '200px', md: '260px', lg: '320px' } as const;

export interface GridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style' | 'className'> {
  gap?: Space;
  /** A fixed column count on wide screens (1 on phones, at most 2 on tablets)… */
  columns?: 1 | 2 | 3 | 4 | 5 | 6;
  /** …or as many columns as fit, each at least this wide. */
  minItemWidth?: keyof typeof minWidths;
  /**
   * For long grids of cards: the items' usual height. Items scrolled out of view are then not
   * laid out or painted until they come near (CSS `content-visibility: auto`), which keeps a
   * grid that is filled anew on each keystroke cheap; an item not shown yet counts as this tall.
   */
  lazyItemHeight?: keyof typeof minWidths;
  children?: ReactNode;
}

/** A responsive grid of equal columns. */
export function Grid({
  gap = '4',
  columns,
  minItemWidth = 'sm',
  lazyItemHeight: itemHeight,
  children,
  ...rest
}: GridProps) {
  const styleVars = assignInlineVars({
    ...(columns ? { [columnCount]: String(columns) } : { [minColumnWidth]: minWidths[minItemWidth] }),
    ...(itemHeight ? { [lazyItemHeight]: minWidths[itemHeight] } : {}),
  });
  const className = [columns ? fixedGrid : autoGrid, itemHeight && lazyItems, sprinkles({ gap })]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={styleVars} {...rest}>
      {children}
    </div>
  );
}
