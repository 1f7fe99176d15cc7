import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${c.border.default}`,
  background: c.surface.raised,
  boxShadow: c.shadow.sm,
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const title = style({
  color: c.text.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const value = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: c.text.default,
});
export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  background: c.accent.subtle,
  color: c.accent.text,
  flexShrink: 0,
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  fontSize: vars.fontSize.sm,
  flexWrap: 'wrap',
});
export const change = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['0.5'],
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    type: { positive: { color: c.tone.positive.text }, negative: { color: c.tone.critical.text } },
  },
});
export const trailing = style({ color: c.text.muted });
