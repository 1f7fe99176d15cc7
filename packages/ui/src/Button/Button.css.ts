import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;
// react-aria's Button reports hover and press as data attributes; a plain native button (RowButton,
// marked data-plain) gets the same looks from :hover and :active.
const hovered = '&[data-hovered], &[data-plain]:hover:not(:disabled)';
const pressed = '&[data-pressed], &[data-plain]:active:not(:disabled)';

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
      '&[data-disabled], &:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: c.accent.solid,
        color: c.accent.solidText,
        selectors: {
          [hovered]: { background: c.accent.solidHover },
          [pressed]: { background: c.accent.solidPressed },
        },
      },
      secondary: {
        background: c.surface.sunken,
        color: c.text.default,
        selectors: {
          [hovered]: { background: c.surface.hover, borderColor: c.border.default },
          [pressed]: { background: c.border.default },
        },
      },
      outline: {
        background: c.surface.raised,
        color: c.text.default,
        borderColor: c.border.strong,
        selectors: {
          [hovered]: { background: c.surface.hover },
          [pressed]: { background: c.surface.sunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: c.text.default,
        selectors: {
          [hovered]: { background: c.surface.hover },
          [pressed]: { background: c.surface.sunken },
        },
      },
      destructive: {
        background: c.tone.critical.solid,
        color: c.tone.critical.solidText,
        selectors: {
          [hovered]: { filter: 'brightness(0.92)' },
          [pressed]: { filter: 'brightness(0.85)' },
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
