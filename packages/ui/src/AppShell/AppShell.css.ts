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

export const main = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  // A phone keeps its few pixels for the page.
  padding: vars.space['4'],
  '@media': { [media.medium]: { padding: vars.space['6'] } },
  outline: 'none',
});
