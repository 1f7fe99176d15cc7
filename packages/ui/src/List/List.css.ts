import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${c.border.default}`,
  borderRadius: vars.radius.lg,
  background: c.surface.raised,
  overflow: 'hidden',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${c.border.focus}`, outlineOffset: '2px' } },
});

export const item = style({
  display: 'flex',
  // Too narrow for the text beside what trails it (a phone, a tablet's half), that goes under it.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  outline: 'none',
  cursor: 'default',
  color: c.text.default,
  selectors: {
    '& + &': { borderTop: `1px solid ${c.border.default}` },
    '&[data-hovered]': { background: c.surface.hover },
    '&[data-selected]': { background: c.surface.selected },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-focus-visible]': { outline: `2px solid ${c.border.focus}`, outlineOffset: '-2px' },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  background: c.surface.sunken,
  color: c.text.muted,
  flexShrink: 0,
});
export const text = style({ display: 'flex', flexDirection: 'column', flex: '1 1 10rem', minWidth: 0 });
export const title = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const description = style({ color: c.text.muted, fontSize: vars.fontSize.sm });
export const trailing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  marginInlineStart: 'auto',
});
export const check = style({ color: c.accent.text, flexShrink: 0 });
export const empty = style({ padding: vars.space['6'], textAlign: 'center', color: c.text.muted });
