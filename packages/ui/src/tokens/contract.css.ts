import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  size,
  space,
  zIndex,
} from './scales';

const toneSlots = { solid: null, solidText: null, subtle: null, text: null, border: null } as const;

/** The semantic colour contract every component uses; light and dark fill it in. */
export const colorVars = createThemeContract({
  surface: {
    canvas: null,
    raised: null,
    sunken: null,
    overlay: null,
    hover: null,
    selected: null,
    inverse: null,
  },
  text: { default: null, muted: null, subtle: null, inverse: null, link: null },
  border: { default: null, strong: null, focus: null },
  accent: { solid: null, solidHover: null, solidPressed: null, solidText: null, subtle: null, text: null },
  tone: {
    neutral: toneSlots,
    info: toneSlots,
    positive: toneSlots,
    caution: toneSlots,
    critical: toneSlots,
  },
  shadow: { sm: null, md: null, lg: null },
  backdrop: null,
});

/** Theme-independent scales, as CSS variables on :root. */
const scaleVars = createGlobalTheme(':root', {
  space,
  radius,
  fontSize,
  lineHeight,
  fontWeight,
  fontFamily,
  zIndex,
  motion,
  size,
});

export const vars = { color: colorVars, ...scaleVars };

// On a phone every control is at least 44 px (a finger's hit area, WCAG 2.5.5): the
// small and regular control sizes take the large one's.
globalStyle(':root', {
  '@media': {
    [media.compact]: {
      vars: { [scaleVars.size.controlSm]: size.controlLg, [scaleVars.size.controlMd]: size.controlLg },
    },
  },
});
