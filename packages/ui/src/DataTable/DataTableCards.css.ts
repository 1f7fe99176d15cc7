import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const cardsView = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${c.border.default}`,
  borderRadius: vars.radius.lg,
  background: c.surface.raised,
  fontSize: vars.fontSize.md,
  color: c.text.default,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({ fontWeight: vars.fontWeight.semibold, minWidth: 0, overflowWrap: 'anywhere' });

// A card's title that opens the record (a link) is a finger's target: as tall as a control.
globalStyle(`${title} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  minWidth: vars.size.controlMd,
});

/** Label and value pairs, two to a row where they fit. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  color: c.text.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
});

// Each value within its half of the card: a text that truncates ends in its ellipsis there.
export const value = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'start',
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${value} > *`, { maxWidth: '100%' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${c.border.default}`,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['6'],
  border: `1px solid ${c.border.default}`,
  borderRadius: vars.radius.lg,
  color: c.text.muted,
});
