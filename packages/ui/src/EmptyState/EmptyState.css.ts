import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
});
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  color: vars.color.text.muted,
});
export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});
export const description = style({ maxWidth: vars.size.contentMax, color: vars.color.text.muted });
export const action = style({ marginTop: vars.space['3'] });
