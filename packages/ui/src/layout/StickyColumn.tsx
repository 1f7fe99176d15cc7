import type { ReactNode } from 'react';
import * as s from './StickyColumn.css';

/**
 * A side column (the POS's cart) that stays in view while the page beside it scrolls,
 * never taller than the window; a child that shrinks (a `Card` with `shrinks`) scrolls inside.
 * On a phone there is no room beside the page: it is not shown, and a `BottomBar` stands in.
 */
export function StickyColumn({ children }: { children: ReactNode }) {
  return <div className={s.stickyColumn}>{children}</div>;
}

/** On a phone only, a bar held along the bottom of the window (the POS's cart summary). */
export function BottomBar({ 'aria-label': label, children }: { 'aria-label': string; children: ReactNode }) {
  return (
    <section aria-label={label} className={s.bottomBar}>
      {children}
    </section>
  );
}
