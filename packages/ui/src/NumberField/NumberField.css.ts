import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { media } from '../tokens/scales';

export const group = style({
  paddingInlineEnd: 0,
  overflow: 'hidden',
  // On a phone the steppers inside the border are a finger's size too.
  '@media': { [media.compact]: { height: `calc(${vars.size.controlLg} + 2px)` } },
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** The − and + buttons: stacked halves; on a phone side by side, each a finger's size. */
export const stepper = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  alignSelf: 'stretch',
  borderInlineStart: `1px solid ${vars.color.border.default}`,
  '@media': { [media.medium]: { flexDirection: 'column' } },
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
  '@media': {
    [media.medium]: {
      selectors: {
        '&:first-child': {
          borderInlineStart: 'none',
          borderBottom: `1px solid ${vars.color.border.default}`,
        },
      },
    },
  },
  selectors: {
    '&:first-child': { borderInlineStart: `1px solid ${vars.color.border.default}` },
    '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
