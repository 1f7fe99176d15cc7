import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const sidebar = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flexShrink: 0,
    background: c.surface.raised,
    borderRight: `1px solid ${c.border.default}`,
    overflow: 'hidden',
    transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
    zIndex: vars.zIndex.sidebar,
  },
  variants: {
    collapsed: {
      true: { width: vars.size.sidebarCollapsed },
      false: { width: vars.size.sidebarExpanded },
    },
  },
});

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    height: vars.size.topBar,
    flexShrink: 0,
    paddingInline: vars.space['3'],
    borderBottom: `1px solid ${c.border.default}`,
  },
  variants: {
    collapsed: {
      true: { justifyContent: 'center', paddingInline: 0 },
      false: { justifyContent: 'space-between' },
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: c.text.default,
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: c.accent.solid,
  color: c.accent.solidText,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: c.text.muted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: c.surface.hover, color: c.text.default },
    '&[data-pressed]': { background: c.surface.sunken },
  },
});

export const scroller = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  paddingBlock: vars.space['3'],
});

export const group = style({
  paddingInline: vars.space['3'],
  selectors: { '& + &': { marginTop: vars.space['4'] } },
});

export const groupTitle = style({
  paddingInline: vars.space['3'],
  paddingBottom: vars.space['1.5'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: c.text.muted,
  whiteSpace: 'nowrap',
});

export const groupRule = style({
  height: 0,
  marginInline: vars.space['2'],
  marginBottom: vars.space['2'],
  borderTop: `1px solid ${c.border.default}`,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    height: vars.size.controlMd,
    paddingInline: vars.space['3'],
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: c.text.muted,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'left',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outlineOffset: '-2px',
    selectors: {
      '&[data-hovered]': { background: c.surface.hover, color: c.text.default },
      '&[data-pressed]': { background: c.surface.sunken },
      '&[aria-current="page"]': { background: c.surface.selected, color: c.accent.text },
    },
  },
  variants: {
    destructive: {
      true: {
        color: c.tone.critical.text,
        selectors: { '&[data-hovered]': { background: c.tone.critical.subtle, color: c.tone.critical.text } },
      },
      false: {},
    },
    collapsed: {
      true: { justifyContent: 'center', paddingInline: 0 },
      false: {},
    },
  },
});

export const itemIcon = style({ flexShrink: 0, width: vars.size.iconLg, height: vars.size.iconLg });

export const itemLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const collapsedBadge = style({
  position: 'absolute',
  top: vars.space['0.5'],
  right: vars.space['1'],
  transform: 'scale(0.8)',
});
