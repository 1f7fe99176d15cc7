import { useSeparator } from 'react-aria';
import { divider } from './Divider.css';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Space on both sides of the line. */
  spacing?: 'none' | '2' | '4' | '6';
}

/**
 * A thin separating line: `hr`, or `role="separator"` when vertical. Built on react-aria's
 * useSeparator rather than the Separator component, which carries the collection machinery
 * (about 5 KB gzip) into every screen that draws a line, the login screen included.
 */
export function Divider({ orientation = 'horizontal', spacing = 'none' }: DividerProps) {
  const { separatorProps } = useSeparator({
    orientation,
    elementType: orientation === 'vertical' ? 'div' : 'hr',
  });
  const className = divider({ orientation, spacing });
  return orientation === 'vertical' ? (
    <div {...separatorProps} className={className} />
  ) : (
    <hr {...separatorProps} className={className} />
  );
}
