import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const group = style({ paddingInlineEnd: 0, overflow: 'hidden' });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  borderInlineStart: `1px solid ${vars.color.border.default}`,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  width: vars.size.controlSm,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderBottom: `1px solid ${vars.color.border.default}` },
    '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
