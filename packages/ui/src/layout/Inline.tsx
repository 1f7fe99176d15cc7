import type { ReactNode } from 'react';
import type { Sprinkles } from '../tokens/sprinkles.css';
import { Box, type BoxProps } from './Box';

type Space = NonNullable<Sprinkles['gap']>;

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  gap?: Space;
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  wrap?: boolean;
  children?: ReactNode;
}

/** Children side by side, wrapping by default, separated by a token gap. */
export function Inline({
  gap = '2',
  align = 'center',
  justify,
  wrap = true,
  children,
  ...rest
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...rest}
    >
      {children}
    </Box>
  );
}
