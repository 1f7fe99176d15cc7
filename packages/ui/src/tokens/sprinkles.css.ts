import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './scales';

const space = vars.space;

const layout = defineProperties({
  conditions: {
    compact: {},
    medium: { '@media': media.medium },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'compact',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    rowGap: space,
    columnGap: space,
    padding: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    margin: space,
    marginTop: space,
    marginBottom: space,
    width: { full: '100%', auto: 'auto' },
    height: { full: '100%', auto: 'auto' },
    /** `narrow` for a short number input, `content` a comfortable reading width (e.g. a sign-in card). */
    maxWidth: { narrow: vars.size.fieldNarrow, content: vars.size.contentMax, full: '100%' },
    /** `viewport` fills the window's height (e.g. a centred full-page screen). */
    minHeight: { '0': '0', full: '100%', viewport: '100vh' },
    /** `full` spans every column of a grid (e.g. a wide button above two narrow ones). */
    gridColumn: { full: '1 / -1' },
    flexGrow: { '0': '0', '1': '1' },
    flexShrink: { '0': '0', '1': '1' },
    minWidth: { '0': '0' },
    textAlign: ['left', 'center', 'right'],
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    background: {
      canvas: vars.color.surface.canvas,
      raised: vars.color.surface.raised,
      sunken: vars.color.surface.sunken,
      transparent: 'transparent',
    },
    color: { default: vars.color.text.default, muted: vars.color.text.muted },
    borderRadius: vars.radius,
    boxShadow: vars.color.shadow,
  },
});

export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
