import type { ReactNode } from 'react';
import * as s from './AppShell.css';

export interface AppShellProps {
  /** The side menu, usually a `Sidebar`: shown on wide screens; below, a `Drawer` holds it. */
  sidebar: ReactNode;
  /** The top bar, usually a `TopBar`. */
  topBar: ReactNode;
  /** A notice about the whole app, shown between the top bar and the page on every page. */
  banner?: ReactNode;
  /** The page: rendered in a scrollable `<main>`. */
  children: ReactNode;
}

/** The main layout: side menu, top bar and a scrollable main region filling the viewport. */
export function AppShell({ sidebar, topBar, banner, children }: AppShellProps) {
  return (
    <div className={s.shell}>
      <div className={s.sidebarSlot}>{sidebar}</div>
      <div className={s.column}>
        {topBar}
        {banner && <div className={s.banner}>{banner}</div>}
        {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
        <main className={s.main} id="main-content" tabIndex={0}>
          {banner && <div className={s.bannerInPage}>{banner}</div>}
          {children}
        </main>
      </div>
    </div>
  );
}
