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
    /** In a column of fixed height, gives up height first (its content scrolls inside). */
    shrinks: { true: { minHeight: 0, flexShrink: 1 }, false: {} },
  },
  defaultVariants: { variant: 'raised', padding: 'md', fill: false, shrinks: false },
});

export const header = style({
  display: 'flex',
  // Too narrow for the title beside its actions (a phone), the actions go under it.
  flexWrap: 'wrap',
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
  flex: '1 1 10rem',
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  maxWidth: '100%',
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

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  // In a card that shrinks, a part of the content that scrolls (`minHeight="0"`) can get smaller.
  minHeight: 0,
});

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
