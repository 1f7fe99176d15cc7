import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

/** The floating surface shared by popovers, menus, selects, combo boxes and date pickers. */
export const surface = style({
  background: c.surface.overlay,
  color: c.text.default,
  border: `1px solid ${c.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: c.shadow.md,
  outline: 'none',
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
});

/** A list popover is at least as wide as its trigger. */
export const listSurface = style([surface, { minWidth: 'var(--trigger-width)' }]);

export const popover = recipe({
  base: [surface],
  variants: {
    width: {
      auto: { maxWidth: vars.size.dialogSm },
      sm: { width: '240px' },
      md: { width: '320px' },
    },
  },
  defaultVariants: { width: 'auto' },
});

export const popoverDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  outline: 'none',
  fontSize: vars.fontSize.md,
});

export const popoverTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
