import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  background: vars.color.backdrop,
});

export const panel = style({
  display: 'flex',
  height: '100%',
  width: vars.size.drawer,
  maxWidth: '85vw',
  background: vars.color.surface.raised,
  boxShadow: vars.color.shadow.lg,
  outline: 'none',
});

/** The panel itself takes the focus as it opens: no ring around the whole panel. */
export const dialog = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  outline: 'none',
  selectors: { '&:focus-visible, &[data-focus-visible]': { outline: 'none' } },
});
