import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

/** The clickable row: box (or track) and label. Shared by Checkbox, Switch and Radio. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: c.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-focus-visible]': { outline: 'none' },
  },
});

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });

export const choiceDescription = style({ fontSize: vars.fontSize.xs, color: c.text.muted });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginBlockStart: '2px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${c.border.strong}`,
  background: c.surface.raised,
  color: c.accent.solidText,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: c.text.subtle },
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: c.accent.solid,
      borderColor: c.accent.solid,
    },
    [`${choice}[data-invalid] &`]: { borderColor: c.tone.critical.solid },
    [`${choice}[data-invalid][data-selected] &`]: { background: c.tone.critical.solid },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${c.border.focus}`, outlineOffset: '2px' },
  },
});
