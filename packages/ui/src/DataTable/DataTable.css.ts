import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;
/** The ring of a focused cell, inside it (cells touch their neighbours). */
const focusRing = { outline: `2px solid ${c.border.focus}`, outlineOffset: '-2px' } as const;

/** Set inline from the column definitions and metrics. */
export const columnsVar = createVar();
export const minWidthVar = createVar();
/** The pinned first column's width while the table scrolls sideways (it is then at its minimum). */
export const pinnedWidthVar = createVar();
export const rowHeightVar = createVar();
export const headerHeightVar = createVar();
export const maxHeightVar = createVar();
/** The actions column's width: it stays in view at the right while the table scrolls sideways. */
export const actionsWidthVar = createVar();

/** The frame and, under it, the footer that counts the rows out of view. */
export const container = recipe({
  base: { display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 },
  variants: { fill: { true: { height: '100%', minHeight: 0 }, false: {} } },
});

export const footer = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  color: c.text.muted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** The bordered frame is the scroll container; the header sticks to its top. */
export const frame = recipe({
  base: {
    position: 'relative',
    width: '100%',
    minWidth: 0,
    border: `1px solid ${c.border.default}`,
    borderRadius: vars.radius.lg,
    background: c.surface.raised,
    overflow: 'auto',
    overscrollBehavior: 'contain',
    // What happens inside (rows scrolling in, a cell's hover) is laid out and painted inside.
    contain: 'content',
    // Focus moved by the keyboard scrolls its cell into view below the sticky header.
    scrollPaddingTop: headerHeightVar,
    // …and beside the pinned first column and the actions, not under them.
    scrollPaddingLeft: pinnedWidthVar,
    scrollPaddingRight: actionsWidthVar,
  },
  variants: {
    fill: { true: { height: '100%', minHeight: 0, flex: '1 1 auto' }, false: {} },
    height: {
      auto: {},
      capped: { maxHeight: maxHeightVar },
      window: { maxHeight: maxHeightVar },
      fill: {},
    },
  },
});

export const table = style({
  display: 'grid',
  width: '100%',
  // Narrower than this, the frame scrolls sideways (the first column stays in view).
  minWidth: minWidthVar,
  borderCollapse: 'collapse',
  outline: 'none',
  fontSize: vars.fontSize.md,
  color: c.text.default,
  fontVariantNumeric: 'tabular-nums',
});

export const header = style({
  display: 'grid',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: c.surface.sunken,
});

const gridRow = {
  display: 'grid',
  gridTemplateColumns: columnsVar,
  width: '100%',
} as const;

export const column = style({
  display: 'flex',
  alignItems: 'center',
  height: headerHeightVar,
  boxSizing: 'border-box',
  paddingInline: vars.space['4'],
  background: c.surface.sunken,
  borderBottom: `1px solid ${c.border.default}`,
  color: c.text.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:focus': { outline: 'none' },
    [`${table}[data-keyboard] &:focus`]: focusRing,
    '&[data-sortable]': { cursor: 'pointer' },
    '&[data-sortable]:hover': { color: c.text.default },
  },
});

export const columnInner = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space['1'], width: '100%', minWidth: 0 },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
    },
  },
});

export const sortIcon = recipe({
  base: { flexShrink: 0, color: c.text.subtle },
  variants: { active: { true: { color: c.accent.text }, false: {} } },
});

export const body = style({ display: 'block', position: 'relative' });

export const row = style({
  ...gridRow,
  // A row is a fixed-size box: its layout and paint never reach outside it, so rows coming into
  // view while scrolling do not lay out or repaint the rest of the table.
  contain: 'strict',
  position: 'absolute',
  top: 0,
  left: 0,
  height: rowHeightVar,
  boxSizing: 'border-box',
  background: c.surface.raised,
  borderBottom: `1px solid ${c.border.default}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:hover': { background: c.surface.hover },
    '&[data-action]': { cursor: 'pointer' },
    [`${table}[data-keyboard] &[data-action]:has(> :focus)`]: focusRing,
  },
});

export const headerRow = style(gridRow);

// The first column (the row's name) stays in view while the table scrolls sideways.
const pinned = { position: 'sticky', left: 0, zIndex: 1 } as const;
globalStyle(`${row} > :first-child`, { ...pinned, background: 'inherit' });
globalStyle(`${headerRow} > :first-child`, { ...pinned, background: c.surface.sunken });
// A row's actions stay in view at the right while the table scrolls sideways.
const pinnedEnd = { position: 'sticky', right: 0, zIndex: 1 } as const;
globalStyle(`${row} > [data-actions]`, { ...pinnedEnd, background: 'inherit' });
globalStyle(`${headerRow} > [data-actions]`, { ...pinnedEnd, background: c.surface.sunken });
// What a cell holds may be narrower than what it shows: its own texts then end in an ellipsis.
globalStyle(`${row} > * > *`, { minWidth: 0 });
// The pinned cell is drawn over its row: a focused row's ring goes round it too.
const ring = c.border.focus;
globalStyle(`${table}[data-keyboard] ${row}[data-action]:has(> :focus) > :first-child`, {
  boxShadow: `inset 2px 0 0 ${ring}, inset 0 2px 0 ${ring}, inset 0 -2px 0 ${ring}`,
});
globalStyle(`${body}[data-empty] > tr, ${body}[data-empty] > tr > th`, {
  display: 'block',
  fontWeight: 'inherit',
});

export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    // Row headers are <th>: not centred, not bold (the rowHeader variant sets their weight).
    textAlign: 'start',
    fontWeight: 'inherit',
    boxSizing: 'border-box',
    height: '100%',
    paddingInline: vars.space['4'],
    minWidth: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    outline: 'none',
    selectors: {
      '&:focus': { outline: 'none' },
      [`${table}[data-keyboard] &:focus`]: focusRing,
      // A row with an action is focused as a whole: the ring goes round the row instead.
      [`${table}[data-keyboard] ${row}[data-action] > &:focus`]: { outline: 'none' },
    },
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
    },
    rowHeader: { true: { fontWeight: vars.fontWeight.medium }, false: {} },
  },
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['6'],
  color: c.text.muted,
  whiteSpace: 'normal',
});

/** A cell's text: cut with an ellipsis when the column is narrower (its title holds it whole). */
export const text = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
