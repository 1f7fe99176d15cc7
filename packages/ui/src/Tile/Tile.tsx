import { type ReactNode, useRef } from 'react';
import { type AriaButtonProps, mergeProps, useButton, useFocusRing, useHover } from 'react-aria';
import { tile } from './Tile.css';

export interface TileProps extends Omit<AriaButtonProps<'button'>, 'elementType' | 'children'> {
  padding?: 'sm' | 'md';
  /** The tile's content: usually a title, a line of detail and a figure. */
  children: ReactNode;
}

/**
 * A card-shaped button for picking one item from a grid (e.g. a product in the point of sale).
 * Its text content is its accessible name unless `aria-label` is given.
 *
 * Built on react-aria's button, hover and focus-ring hooks rather than the Button component: a
 * grid re-renders dozens of tiles when a search refills it, and the component's context, render
 * props and ids cost about as much again as the hooks. Same states as data attributes
 * (`data-hovered`, `data-pressed`, `data-focused`, `data-focus-visible`, `data-disabled`).
 */
export function Tile({ padding = 'md', children, ...rest }: TileProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton(rest, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: rest.isDisabled });
  return (
    <button
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      className={tile({ padding })}
      data-disabled={rest.isDisabled || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </button>
  );
}
