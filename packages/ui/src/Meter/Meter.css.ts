import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { tones } from '../tokens/tone';

export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  width: '100%',
});
export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});
export const label = style({ color: vars.color.text.default, fontWeight: vars.fontWeight.medium });
export const valueText = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });
export const track = style({
  height: vars.size.meterTrack,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.default}`,
  overflow: 'hidden',
});
export const fill = recipe({
  base: { height: '100%', borderRadius: vars.radius.full },
  variants: {
    tone: Object.fromEntries(
      tones.map((tone) => [tone, { background: vars.color.tone[tone].solid }]),
    ) as Record<(typeof tones)[number], { background: string }>,
  },
});
