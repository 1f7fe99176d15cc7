import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { media } from '../tokens/scales';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: vars.size.topBar,
  flexShrink: 0,
  paddingInline: vars.space['4'],
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

/** The drawer's button: below the wide breakpoint, where the side menu is a drawer. */
export const menu = style({
  display: 'flex',
  flexShrink: 0,
  '@media': { [media.wide]: { display: 'none' } },
});

export const leading = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });

// The search takes the room there is (on a phone, all of it) up to its width; the spacer the rest.
export const search = style({ flex: '1000 1 0', minWidth: 0, maxWidth: vars.size.contentMax });

export const spacer = style({ flex: '1 1 0' });

export const trailing = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 });
