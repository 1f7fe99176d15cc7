import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choice } from '../Checkbox/Checkbox.css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const options = recipe({
  base: { display: 'flex', flexWrap: 'wrap' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space['2'] },
      horizontal: { flexDirection: 'row', gap: vars.space['5'] },
    },
  },
});

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginBlockStart: '2px',
  borderRadius: vars.radius.full,
  border: `1px solid ${c.border.strong}`,
  background: c.surface.raised,
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&::after': {
      content: '""',
      width: vars.space['1.5'],
      height: vars.space['1.5'],
      borderRadius: vars.radius.full,
      background: 'transparent',
    },
    [`${choice}[data-hovered] &`]: { borderColor: c.text.subtle },
    [`${choice}[data-selected] &`]: { borderColor: c.accent.solid, background: c.accent.solid },
    [`${choice}[data-selected] &::after`]: { background: c.accent.solidText },
    [`${choice}[data-invalid] &`]: { borderColor: c.tone.critical.solid },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${c.border.focus}`, outlineOffset: '2px' },
  },
});
