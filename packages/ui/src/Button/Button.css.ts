import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: c.accent.solid,
        color: c.accent.solidText,
        selectors: {
          '&[data-hovered]': { background: c.accent.solidHover },
          '&[data-pressed]': { background: c.accent.solidPressed },
        },
      },
      secondary: {
        background: c.surface.sunken,
        color: c.text.default,
        selectors: {
          '&[data-hovered]': { background: c.surface.hover, borderColor: c.border.default },
          '&[data-pressed]': { background: c.border.default },
        },
      },
      outline: {
        background: c.surface.raised,
        color: c.text.default,
        borderColor: c.border.strong,
        selectors: {
          '&[data-hovered]': { background: c.surface.hover },
          '&[data-pressed]': { background: c.surface.sunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: c.text.default,
        selectors: {
          '&[data-hovered]': { background: c.surface.hover },
          '&[data-pressed]': { background: c.surface.sunken },
        },
      },
      destructive: {
        background: c.tone.critical.solid,
        color: c.tone.critical.solidText,
        selectors: {
          '&[data-hovered]': { filter: 'brightness(0.92)' },
          '&[data-pressed]': { filter: 'brightness(0.85)' },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { height: vars.size.controlMd, paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
      lg: { height: vars.size.controlLg, paddingInline: vars.space['5'], fontSize: vars.fontSize.lg },
    },
    iconOnly: { true: { paddingInline: 0 }, false: {} },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.size.controlSm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.size.controlMd } },
    { variants: { iconOnly: true, size: 'lg' }, style: { width: vars.size.controlLg } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
