import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { tile } from './Tile.css';

export interface TileProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  padding?: 'sm' | 'md';
  /** The tile's content: usually a title, a line of detail and a figure. */
  children: ReactNode;
}

/**
 * A card-shaped button for picking one item from a grid (e.g. a product in the point of sale).
 * Its text content is its accessible name unless `aria-label` is given.
 */
export function Tile({ padding = 'md', children, ...rest }: TileProps) {
  return (
    <AriaButton {...rest} className={tile({ padding })}>
      {children}
    </AriaButton>
  );
}
