import type { ReactNode } from 'react';
import type { Sprinkles } from '../tokens/sprinkles.css';
import { Box, type BoxProps } from './Box';

type Space = NonNullable<Sprinkles['gap']>;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  gap?: Space;
  align?: Sprinkles['alignItems'];
  children?: ReactNode;
}

/** Children one below the other, separated by a token gap. */
export function Stack({ gap = '4', align, children, ...rest }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...rest}>
      {children}
    </Box>
  );
}
