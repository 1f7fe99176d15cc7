import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** A receipt on screen: fixed-width text on a white slip, as it prints. */
export const paper = style({
  margin: '0 auto',
  padding: vars.space['4'],
  maxWidth: '100%',
  overflowX: 'auto',
  background: '#ffffff',
  color: '#111111',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const text = style({
  margin: 0,
  fontFamily: vars.fontFamily.mono,
  fontSize: '12px',
  lineHeight: 1.45,
  whiteSpace: 'pre',
});

// Printing shows the slip alone: everything else on the page is hidden while it prints.
globalStyle('html[data-printing] body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`html[data-printing] ${paper}, html[data-printing] ${paper} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`html[data-printing] ${paper}`, {
  '@media': {
    print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, border: 'none', padding: 0 },
  },
});
globalStyle(`html[data-printing="receipt"] ${text}`, { '@media': { print: { fontSize: '8pt' } } });
globalStyle(`html[data-printing="a4"] ${text}`, { '@media': { print: { fontSize: '11pt' } } });
