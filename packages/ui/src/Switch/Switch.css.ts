import { style } from '@vanilla-extract/css';
import { choice } from '../Checkbox/Checkbox.css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.space['5'],
  padding: '2px',
  borderRadius: vars.radius.full,
  background: c.border.strong,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-selected] &`]: { background: c.accent.solid },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${c.border.focus}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  width: vars.space['4'],
  height: vars.space['4'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.solidText,
  boxShadow: c.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-selected] &`]: { transform: `translateX(${vars.space['4']})` },
  },
});
