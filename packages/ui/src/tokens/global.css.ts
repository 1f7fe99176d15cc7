import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.canvas,
  fontFeatureSettings: "'cv11', 'ss01'",
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('body', {
  minHeight: '100vh',
  background: vars.color.surface.canvas,
  color: vars.color.text.default,
});
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('a', { color: vars.color.text.link });
/* One visible focus ring for everything that is focused by keyboard. */
globalStyle(':focus-visible, [data-focus-visible]', {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
globalStyle('[data-focused]:not([data-focus-visible])', { outline: 'none' });
globalStyle(
  'html[data-reduced-motion] *, html[data-reduced-motion] *::before, html[data-reduced-motion] *::after',
  {
    animationDuration: '0s !important',
    animationDelay: '0s !important',
    transitionDuration: '0s !important',
    transitionDelay: '0s !important',
    caretColor: 'transparent',
  },
);
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
