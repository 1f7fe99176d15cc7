import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: c.text.default,
  },
  variants: {
    variant: {
      raised: {
        background: c.surface.raised,
        border: `1px solid ${c.border.default}`,
        boxShadow: c.shadow.sm,
      },
      outline: { background: c.surface.raised, border: `1px solid ${c.border.default}` },
      sunken: { background: c.surface.sunken, border: '1px solid transparent' },
    },
    padding: {
      none: { gap: 0 },
      sm: { padding: vars.space['4'], gap: vars.space['3'] },
      md: { padding: vars.space['5'], gap: vars.space['4'] },
      lg: { padding: vars.space['6'], gap: vars.space['5'] },
    },
    fill: { true: { height: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'raised', padding: 'md', fill: false },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minWidth: 0,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: c.text.default,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: c.text.muted,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const footer = recipe({
  base: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'] },
  variants: {
    justify: {
      start: { justifyContent: 'flex-start' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { justify: 'end' },
});
