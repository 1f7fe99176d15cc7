import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  maxHeight: '60vh',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The band a code is held in, drawn over the picture. */
export const guide = style({
  position: 'absolute',
  insetInline: '12%',
  top: '40%',
  height: '20%',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.accent.solid}`,
  pointerEvents: 'none',
});
