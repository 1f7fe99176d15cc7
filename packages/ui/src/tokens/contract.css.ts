import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { fontFamily, fontSize, fontWeight, lineHeight, motion, radius, size, space, zIndex } from './scales';

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
