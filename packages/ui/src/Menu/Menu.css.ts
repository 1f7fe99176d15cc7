import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: '180px',
  padding: vars.space['1'],
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.controlSm,
    paddingBlock: vars.space['1.5'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.md,
    cursor: 'default',
    outline: 'none',
    // An item that is a link (a download) reads as the other items do.
    textDecoration: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: 'none', boxShadow: `inset 0 0 0 2px ${c.border.focus}` },
      '&[data-disabled]': { color: c.text.subtle, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      default: {
        color: c.text.default,
        selectors: { '&[data-focused], &[data-hovered]': { background: c.surface.hover } },
      },
      destructive: {
        color: c.tone.critical.text,
        selectors: { '&[data-focused], &[data-hovered]': { background: c.tone.critical.subtle } },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const itemIcon = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  opacity: 0.85,
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const shortcut = style({
  fontSize: vars.fontSize.xs,
  color: c.text.muted,
  marginInlineStart: vars.space['4'],
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  marginInline: `calc(${vars.space['1']} * -1)`,
  border: 'none',
  background: c.border.default,
});

export const sectionHeader = style({
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: c.text.muted,
});
