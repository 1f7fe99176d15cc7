import { Separator } from 'react-aria-components';
import { divider } from './Divider.css';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Space on both sides of the line. */
  spacing?: 'none' | '2' | '4' | '6';
}

/** A thin separating line (react-aria Separator: `hr`, or `role="separator"` when vertical). */
export function Divider({ orientation = 'horizontal', spacing = 'none' }: DividerProps) {
  return <Separator orientation={orientation} className={divider({ orientation, spacing })} />;
}
