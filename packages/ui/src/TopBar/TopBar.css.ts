import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { media } from '../tokens/scales';

// On a phone the search has a row of its own under the buttons, so that its placeholder is read
// whole; from a tablet up, one row.
export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  columnGap: vars.space['3'],
  minHeight: vars.size.topBar,
  flexShrink: 0,
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  '@media': {
    [media.medium]: { flexWrap: 'nowrap', height: vars.size.topBar, paddingBlock: 0 },
  },
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

// The search takes the room there is up to its width, the spacer the rest; on a phone, a whole row.
export const search = style({
  order: 1,
  flexBasis: '100%',
  minWidth: 0,
  '@media': {
    [media.medium]: { order: 0, flex: '1000 1 0', maxWidth: vars.size.contentMax },
  },
});

export const spacer = style({ flex: '1 1 0' });

export const trailing = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 });
