import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      inherit: {},
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight },
      '2xl': { fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight },
      '3xl': { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight },
    },
    tone: {
      inherit: { color: 'inherit' },
      default: { color: c.text.default },
      muted: { color: c.text.muted },
      accent: { color: c.accent.text },
      neutral: { color: c.tone.neutral.text },
      info: { color: c.tone.info.text },
      positive: { color: c.tone.positive.text },
      caution: { color: c.tone.caution.text },
      critical: { color: c.tone.critical.text },
    },
    weight: {
      inherit: {},
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    /** Figures of equal width, so amounts line up in columns. */
    tabular: {
      true: { fontVariantNumeric: 'tabular-nums', fontFeatureSettings: "'tnum'" },
      false: {},
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
      false: {},
    },
    align: {
      inherit: {},
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    mono: { true: { fontFamily: vars.fontFamily.mono }, false: {} },
  },
  defaultVariants: {
    size: 'inherit',
    tone: 'default',
    weight: 'inherit',
    tabular: false,
    truncate: false,
    align: 'inherit',
    mono: false,
  },
});
