import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { media } from '../tokens/scales';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  color: vars.color.text.default,
});

/** One line cut with an ellipsis; on a phone it wraps instead (a few words would be left). */
export const description = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.muted,
  '@media': {
    [media.medium]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});
