import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { background: vars.color.surface.hover },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.subtle },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
