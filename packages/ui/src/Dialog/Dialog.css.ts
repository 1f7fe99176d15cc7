import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: c.backdrop,
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: `calc(100dvh - ${vars.space['8']})`,
    background: c.surface.overlay,
    color: c.text.default,
    border: `1px solid ${c.border.default}`,
    borderRadius: vars.radius.xl,
    boxShadow: c.shadow.lg,
    outline: 'none',
    overflow: 'hidden',
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['6'],
  paddingBlockEnd: vars.space['4'],
  paddingInlineEnd: vars.space['12'],
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ fontSize: vars.fontSize.md, color: c.text.muted });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingInline: vars.space['6'],
  paddingBlockEnd: vars.space['6'],
  overflowY: 'auto',
  minHeight: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingInline: vars.space['6'],
  paddingBlock: vars.space['4'],
  borderBlockStart: `1px solid ${c.border.default}`,
  background: c.surface.sunken,
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space['4'],
  insetInlineEnd: vars.space['4'],
});
