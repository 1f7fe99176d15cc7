import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: {
      '3': { gap: vars.space['3'] },
      '4': { gap: vars.space['4'] },
      '5': { gap: vars.space['5'] },
      '6': { gap: vars.space['6'] },
    },
  },
  defaultVariants: { gap: '4' },
});
