import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const heading = recipe({
  base: {
    color: vars.color.text.default,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    margin: 0,
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.sm },
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
      xl: { fontSize: vars.fontSize['2xl'] },
      '2xl': { fontSize: vars.fontSize['3xl'] },
    },
    weight: {
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
      false: {},
    },
  },
  defaultVariants: { size: 'md', weight: 'semibold', truncate: false },
});
