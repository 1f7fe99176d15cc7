import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.accent.subtle,
    color: vars.color.accent.text,
    border: `1px solid ${vars.color.border.default}`,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    overflow: 'hidden',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.fontSize.xs },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.fontSize.sm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.fontSize.md },
    },
    generic: {
      true: { background: vars.color.surface.sunken, color: vars.color.text.muted },
      false: {},
    },
  },
  defaultVariants: { size: 'md', generic: false },
});
