import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { tones } from '../tokens/tone';

const t = vars.color.tone;

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
    color: vars.color.text.default,
  },
  variants: {
    tone: Object.fromEntries(
      tones.map((tone) => [tone, { background: t[tone].subtle, borderColor: t[tone].border }]),
    ) as Record<(typeof tones)[number], { background: string; borderColor: string }>,
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: vars.space['0.5'] },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, { color: t[tone].text }])) as Record<
      (typeof tones)[number],
      { color: string }
    >,
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
});
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const description = style({ color: vars.color.text.muted, fontSize: vars.fontSize.md });
export const action = style({ flexShrink: 0, alignSelf: 'center' });
