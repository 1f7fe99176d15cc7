import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../tokens/scales';

export const minColumnWidth = createVar();
export const columnCount = createVar();

export const autoGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidth}, 100%), 1fr))`,
});

export const fixedGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': {
    [media.medium]: { gridTemplateColumns: `repeat(min(2, ${columnCount}), minmax(0, 1fr))` },
    [media.wide]: { gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))` },
  },
});

export const lazyItemHeight = createVar();

/**
 * Items out of view skip style, layout and paint until they come near the viewport
 * (content-visibility: auto); one never shown counts as `lazyItemHeight` tall, one shown before
 * as tall as it was.
 */
export const lazyItems = style({});
globalStyle(`${lazyItems} > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${lazyItemHeight}`,
});
