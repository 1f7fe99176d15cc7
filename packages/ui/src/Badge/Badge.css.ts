import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { tones } from '../tokens/tone';

const t = vars.color.tone;

const toneVariants = Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<
  (typeof tones)[number],
  Record<string, never>
>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    // Never narrower than its text: a status is read whole, or its column gives way.
    flexShrink: 0,
    fontVariantNumeric: 'tabular-nums',
    verticalAlign: 'middle',
  },
  variants: {
    tone: toneVariants,
    variant: { subtle: {}, solid: {} },
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingBlock: vars.space['0.5'], paddingInline: vars.space['2'] },
      md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space['1'], paddingInline: vars.space['2'] },
    },
    count: {
      true: {
        justifyContent: 'center',
        minWidth: vars.size.badgeMin,
        height: vars.size.badgeMin,
        paddingBlock: 0,
        paddingInline: vars.space['1.5'],
        fontSize: vars.fontSize.xs,
        fontWeight: vars.fontWeight.semibold,
      },
      false: {},
    },
  },
  compoundVariants: tones.flatMap((tone) => [
    {
      variants: { tone, variant: 'subtle' as const },
      style: { background: t[tone].subtle, color: t[tone].text, borderColor: t[tone].border },
    },
    {
      variants: { tone, variant: 'solid' as const },
      style: { background: t[tone].solid, color: t[tone].solidText },
    },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md', count: false },
});

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const anchored = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(30%, -30%)',
  pointerEvents: 'none',
});
