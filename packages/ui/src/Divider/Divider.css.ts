import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const divider = recipe({
  base: { border: 'none', flexShrink: 0, alignSelf: 'stretch', background: vars.color.border.default },
  variants: {
    orientation: {
      horizontal: { height: '1px', width: '100%' },
      vertical: { width: '1px', minHeight: vars.size.iconMd },
    },
    spacing: { none: {}, '2': {}, '4': {}, '6': {} },
  },
  compoundVariants: [
    { variants: { orientation: 'horizontal', spacing: '2' }, style: { marginBlock: vars.space['2'] } },
    { variants: { orientation: 'horizontal', spacing: '4' }, style: { marginBlock: vars.space['4'] } },
    { variants: { orientation: 'horizontal', spacing: '6' }, style: { marginBlock: vars.space['6'] } },
    { variants: { orientation: 'vertical', spacing: '2' }, style: { marginInline: vars.space['2'] } },
    { variants: { orientation: 'vertical', spacing: '4' }, style: { marginInline: vars.space['4'] } },
    { variants: { orientation: 'vertical', spacing: '6' }, style: { marginInline: vars.space['6'] } },
  ],
  defaultVariants: { orientation: 'horizontal', spacing: 'none' },
});
