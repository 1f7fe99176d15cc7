import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${c.border.default}`,
  overflowX: 'auto',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: vars.size.controlLg,
  paddingInline: vars.space['3'],
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: c.text.muted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { color: c.text.default },
    '&[data-selected]': { color: c.accent.text, borderBottomColor: c.accent.solid },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `2px solid ${c.border.focus}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${c.border.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
