import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: vars.size.toastWidth,
  boxSizing: 'border-box',
  padding: vars.space['4'],
  paddingRight: vars.space['10'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${c.border.default}`,
  background: c.surface.overlay,
  color: c.text.default,
  boxShadow: c.shadow.lg,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
});

export const success = style({ borderColor: c.tone.positive.border });
export const info = style({ borderColor: c.tone.info.border });
export const error = style({ borderColor: c.tone.critical.border, background: c.tone.critical.subtle });

export const icon = style({ display: 'flex', flexShrink: 0, marginTop: vars.space['0.5'] });
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});
export const title = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });
export const description = style({ color: c.text.muted, fontSize: vars.fontSize.sm });

export const closeButton = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: c.text.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: c.surface.hover, color: c.text.default },
    '&:focus-visible': { outline: `2px solid ${c.border.focus}`, outlineOffset: '0' },
  },
});

export const toneIcon = {
  success: style({ color: c.tone.positive.text }),
  info: style({ color: c.tone.info.text }),
  error: style({ color: c.tone.critical.text }),
};
