import { style } from '@vanilla-extract/css';

export const root = style({});

export const clear = style({
  selectors: {
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
  },
});
