import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: 'fit-content',
  color: c.text.default,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const title = style({
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  width: vars.size.controlMd,
  paddingBlockEnd: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: c.text.muted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: c.surface.hover },
    '&[data-pressed]': { background: c.surface.sunken },
    '&[data-selected]': {
      background: c.accent.solid,
      color: c.accent.solidText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': { outline: `2px solid ${c.border.focus}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: c.text.subtle,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
      background: 'transparent',
    },
    '&[data-invalid][data-selected]': { background: c.tone.critical.solid, color: c.tone.critical.solidText },
  },
});

export const nav = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: c.text.muted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: c.surface.hover, color: c.text.default },
    '&[data-pressed]': { background: c.surface.sunken },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
