import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const tooltip = style({
  maxWidth: '280px',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.color.shadow.sm,
  zIndex: vars.zIndex.popover,
  pointerEvents: 'none',
});
