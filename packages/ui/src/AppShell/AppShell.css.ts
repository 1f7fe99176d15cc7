import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { media } from '../tokens/scales';

export const shell = style({
  display: 'flex',
  height: '100vh',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surface.canvas,
});

/** The side menu is a drawer below the wide breakpoint (the top bar's menu button opens it). */
export const sidebarSlot = style({
  display: 'none',
  '@media': { [media.wide]: { display: 'flex' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/**
 * A notice about the whole app (demo mode). From a tablet up it sits between the top bar and the
 * page and never scrolls away; on a phone, where every line counts, it leads the page and scrolls
 * with it. Each place shows it at its own sizes only.
 */
export const banner = style({
  display: 'none',
  '@media': {
    [media.medium]: {
      display: 'block',
      flexShrink: 0,
      paddingInline: vars.space['6'],
      paddingTop: vars.space['4'],
    },
  },
});

export const bannerInPage = style({
  marginBottom: vars.space['4'],
  '@media': { [media.medium]: { display: 'none' } },
});

export const main = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  // Columns that stay in view (StickyColumn) are as tall as the page's room: its height, not the window's.
  containerType: 'size',
  // A phone keeps its few pixels for the page.
  padding: vars.space['4'],
  '@media': { [media.medium]: { padding: vars.space['6'] } },
  outline: 'none',
});
