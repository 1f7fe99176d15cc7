import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const root = style({});

export const clear = style({
  selectors: {
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
  },
});

/** The placeholder's width, measured as drawn in the control (no width of its own: nothing overflows). */
export const measure = style({
  position: 'absolute',
  width: 0,
  height: 0,
  overflow: 'hidden',
  whiteSpace: 'pre',
  visibility: 'hidden',
  pointerEvents: 'none',
});

/** A placeholder wider than its field is drawn above it, whole, instead of cut inside it. */
export const hint = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.muted,
});

export const cutPlaceholder = style({
  selectors: {
    '&::placeholder': { color: 'transparent' },
  },
});
