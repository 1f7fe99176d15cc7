import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { media } from '../tokens/scales';

const c = vars.color;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  // On a phone a dialog is a sheet from the bottom edge; from a tablet up, centred.
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: c.backdrop,
  '@media': { [media.medium]: { alignItems: 'center', padding: vars.space['4'] } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100dvh',
    background: c.surface.overlay,
    color: c.text.default,
    border: `1px solid ${c.border.default}`,
    borderBottom: 'none',
    borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
    boxShadow: c.shadow.lg,
    outline: 'none',
    overflow: 'hidden',
    '@media': {
      [media.medium]: {
        maxHeight: `calc(100dvh - ${vars.space['8']})`,
        borderBottom: `1px solid ${c.border.default}`,
        borderRadius: vars.radius.xl,
      },
    },
  },
  variants: {
    // A small dialog (a confirmation) is a sheet as tall as it needs; the others take the
    // phone's whole height, so a form has the room it needs above the keyboard.
    size: {
      sm: { '@media': { [media.medium]: { maxWidth: vars.size.dialogSm } } },
      md: {
        height: '100dvh',
        borderRadius: 0,
        '@media': {
          [media.medium]: { height: 'auto', maxWidth: vars.size.dialogMd, borderRadius: vars.radius.xl },
        },
      },
      lg: {
        height: '100dvh',
        borderRadius: 0,
        '@media': {
          [media.medium]: { height: 'auto', maxWidth: vars.size.dialogLg, borderRadius: vars.radius.xl },
        },
      },
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
  // In a phone's full-height sheet the body takes the room, and the footer sits at the bottom.
  flexGrow: 1,
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
