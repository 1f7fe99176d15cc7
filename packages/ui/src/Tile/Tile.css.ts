import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space['2'],
    minWidth: 0,
    width: '100%',
    height: '100%',
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${c.border.default}`,
    background: c.surface.raised,
    color: c.text.default,
    textAlign: 'start',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { background: c.surface.hover, borderColor: c.border.strong },
      '&[data-pressed]': { background: c.surface.sunken },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    padding: {
      sm: { padding: vars.space['3'] },
      md: { padding: vars.space['4'] },
    },
  },
  defaultVariants: { padding: 'md' },
});
