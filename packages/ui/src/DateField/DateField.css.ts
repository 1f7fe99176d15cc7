import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  color: c.text.default,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { color: c.text.muted, paddingInline: 0 },
    '&[data-placeholder]': { color: c.text.subtle },
    '&[data-focused]': { background: c.accent.solid, color: c.accent.solidText },
    '&[data-invalid]:not([data-focused]):not([data-placeholder])': { color: c.tone.critical.text },
    '&[data-focus-visible]': { outline: 'none' },
  },
});
