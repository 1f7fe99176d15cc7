import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const toolbar = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row' },
      vertical: { flexDirection: 'column', alignItems: 'stretch' },
    },
    gap: {
      none: { gap: 0 },
      '1': { gap: vars.space['1'] },
      '2': { gap: vars.space['2'] },
      '3': { gap: vars.space['3'] },
    },
    attached: { true: { flexWrap: 'nowrap' }, false: {} },
    justify: {
      start: { justifyContent: 'flex-start' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { orientation: 'horizontal', gap: '2', attached: false, justify: 'start' },
});

/* An attached (segmented) group: adjoining buttons share their borders and corners. */
const attached = toolbar.classNames.variants.attached.true;
const horizontal = toolbar.classNames.variants.orientation.horizontal;
globalStyle(`${attached}${horizontal} > *:not(:first-child)`, {
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  marginInlineStart: '-1px',
});
globalStyle(`${attached}${horizontal} > *:not(:last-child)`, {
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
});
globalStyle(`${attached} > [data-focus-visible]`, { position: 'relative', zIndex: 1 });
