import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['3'],
  paddingBottom: vars.space['5'],
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    // The connector between dots.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: `calc(${vars.size.timelineDot} / 2)`,
      top: vars.size.timelineDot,
      bottom: 0,
      borderLeft: `2px solid ${c.border.default}`,
      transform: 'translateX(-1px)',
    },
  },
});

export const dot = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.timelineDot,
    height: vars.size.timelineDot,
    borderRadius: vars.radius.full,
    flexShrink: 0,
    background: c.surface.raised,
  },
  variants: {
    status: {
      done: { color: c.tone.positive.text },
      current: { color: c.accent.text },
      upcoming: { color: c.text.subtle },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const title = recipe({
  base: { fontWeight: vars.fontWeight.medium, color: c.text.default },
  variants: {
    status: {
      done: {},
      current: { fontWeight: vars.fontWeight.semibold },
      upcoming: { color: c.text.muted },
    },
  },
});

export const meta = style({ fontSize: vars.fontSize.sm, color: c.text.muted });
