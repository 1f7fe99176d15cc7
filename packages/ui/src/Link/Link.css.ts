import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const c = vars.color;

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: '3px',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      /** In running text: always underlined. */
      inline: {
        color: c.text.link,
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
      /** On its own ("View All"): underlined on hover. */
      standalone: {
        color: c.text.link,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      /** Quiet, in the text colour (breadcrumbs, footers). */
      subtle: {
        color: c.text.muted,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { color: c.text.default, textDecoration: 'underline' } },
      },
    },
    size: {
      inherit: {},
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { variant: 'inline', size: 'inherit' },
});
