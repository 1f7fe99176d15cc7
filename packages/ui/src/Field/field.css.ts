import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

/** A field: label, control, description and error, one below the other. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: c.text.default,
  cursor: 'default',
  width: 'fit-content',
});

export const requiredMark = style({
  color: c.tone.critical.text,
  marginInlineStart: vars.space['0.5'],
});

export const description = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: c.text.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
  color: c.tone.critical.text,
});

const focusRing = `0 0 0 1px ${c.border.focus}`;

/**
 * The bordered box of a text-like control. Used directly on an `Input`, or on a `Group` that holds
 * an input and buttons (number, search, combo box, date fields).
 */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    minWidth: 0,
    background: c.surface.raised,
    color: c.text.default,
    border: `1px solid ${c.border.strong}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    outline: 'none',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&::placeholder': { color: c.text.subtle, opacity: 1 },
      // A plain native trigger (Select's lazy one, marked data-plain) gets the same looks from CSS.
      '&[data-hovered], &[data-plain]:hover:not(:disabled)': { borderColor: c.text.subtle },
      '&[data-focused], &[data-focus-within], &[data-focus-visible], &[data-plain]:focus-visible': {
        borderColor: c.border.focus,
        boxShadow: focusRing,
        outline: 'none',
      },
      '&[data-invalid]': { borderColor: c.tone.critical.solid },
      '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
        boxShadow: `0 0 0 1px ${c.tone.critical.solid}`,
      },
      '&[data-disabled], &[data-plain]:disabled': {
        background: c.surface.sunken,
        cursor: 'not-allowed',
        opacity: 0.6,
      },
    },
  },
  variants: {
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space['2'], fontSize: vars.fontSize.sm },
      md: { height: vars.size.controlMd, paddingInline: vars.space['3'] },
      lg: { height: vars.size.controlLg, paddingInline: vars.space['3'], fontSize: vars.fontSize.lg },
    },
    multiline: {
      true: {
        height: 'auto',
        minHeight: '80px',
        paddingBlock: vars.space['2'],
        resize: 'vertical',
        alignItems: 'flex-start',
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', multiline: false },
});

/** An input that sits inside a `control` group: the group draws the border. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: c.text.subtle, opacity: 1 },
    '&[data-focus-visible]': { outline: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
globalStyle(`${innerInput}::-webkit-search-cancel-button, ${innerInput}::-webkit-search-decoration`, {
  WebkitAppearance: 'none',
});

/** A leading icon inside a control. */
export const controlIcon = style({
  flexShrink: 0,
  color: c.text.muted,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

/** A small square button inside a control (clear, open, step). */
export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: c.text.muted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: c.surface.hover, color: c.text.default },
    '&[data-pressed]': { background: c.surface.sunken },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The list inside a select or combo box popover. */
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space['1'],
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: c.text.default,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: c.surface.hover },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-focus-visible]': { outline: 'none', boxShadow: `inset 0 0 0 2px ${c.border.focus}` },
    '&[data-disabled]': { color: c.text.subtle, cursor: 'not-allowed' },
  },
});

export const optionLabel = style({ flex: 1, minWidth: 0 });

export const optionCheck = style({
  flexShrink: 0,
  color: c.accent.text,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

/** What an open list says when nothing matches, or while its next options load. */
export const listNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: c.text.muted,
});
