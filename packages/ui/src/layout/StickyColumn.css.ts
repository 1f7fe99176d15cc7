import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { media } from '../tokens/scales';

// The app shell's page scrolls under the top bar, inside a padding of space 6 (space 4 on a phone).
const pagePadding = vars.space['6'];

/** Hidden on a phone; from a tablet up, beside the page, in view and no taller than the window. */
export const stickyColumn = style({
  display: 'none',
  '@media': {
    [media.medium]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['4'],
      position: 'sticky',
      top: 0,
      // The page's room (AppShell's main is a size container: a banner above it leaves less),
      // and never more than the window's, outside a shell.
      maxHeight: `min(calc(100dvh - ${vars.size.topBar} - 2 * ${pagePadding}), calc(100cqh - 2 * ${pagePadding}))`,
      minHeight: 0,
      flexShrink: 0,
      // A window too short even for what cannot shrink (a phone on its side): the column scrolls.
      overflowY: 'auto',
      width: 'clamp(360px, 42%, 440px)',
    },
  },
});

/** On a phone only: a bar along the bottom of the window, over the page that scrolls under it. */
export const bottomBar = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space['4']})`,
  zIndex: vars.zIndex.sticky,
  marginInline: `calc(-1 * ${vars.space['4']})`,
  marginBottom: `calc(-1 * ${vars.space['4']})`,
  padding: vars.space['3'],
  paddingInline: vars.space['4'],
  background: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.color.shadow.lg,
  '@media': { [media.medium]: { display: 'none' } },
});
