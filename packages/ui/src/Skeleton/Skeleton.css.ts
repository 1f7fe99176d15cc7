import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], width: '100%' });
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' });

export const bone = recipe({
  base: {
    display: 'block',
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.default}`,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      line: { height: vars.fontSize.md, borderRadius: vars.radius.sm },
      block: { borderRadius: vars.radius.lg },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    size: { sm: {}, md: {}, lg: {} },
    width: {
      full: { width: '100%' },
      '3/4': { width: '75%' },
      '1/2': { width: '50%' },
      '1/4': { width: '25%' },
    },
  },
  compoundVariants: [
    { variants: { shape: 'block', size: 'sm' }, style: { height: vars.size.controlLg } },
    { variants: { shape: 'block', size: 'md' }, style: { height: vars.size.dialogSm, maxHeight: '30vh' } },
    { variants: { shape: 'block', size: 'lg' }, style: { height: vars.size.dialogMd, maxHeight: '50vh' } },
    {
      variants: { shape: 'circle', size: 'sm' },
      style: { width: vars.size.avatarSm, height: vars.size.avatarSm },
    },
    {
      variants: { shape: 'circle', size: 'md' },
      style: { width: vars.size.avatarMd, height: vars.size.avatarMd },
    },
    {
      variants: { shape: 'circle', size: 'lg' },
      style: { width: vars.size.avatarLg, height: vars.size.avatarLg },
    },
  ],
});
