import type { ReactNode } from 'react';
import * as s from './TopBar.css';

export interface TopBarProps {
  /** The button that opens the menu drawer: shown below the wide breakpoint only. */
  menu?: ReactNode;
  /** Before everything, e.g. a sidebar toggle or a page title. */
  leading?: ReactNode;
  /** A search field; it grows up to a comfortable reading width. */
  search?: ReactNode;
  /** Icon buttons such as the theme toggle and the notifications bell. */
  actions?: ReactNode;
  /** The signed-in user's avatar or account menu, at the far end. */
  avatar?: ReactNode;
}

/** The application's top bar (a `header` banner) with slots for leading, search, actions and avatar. */
export function TopBar({ menu, leading, search, actions, avatar }: TopBarProps) {
  return (
    <header className={s.topBar}>
      {menu && <div className={s.menu}>{menu}</div>}
      {leading && <div className={s.leading}>{leading}</div>}
      {search && <div className={s.search}>{search}</div>}
      <div className={s.spacer} />
      {(actions || avatar) && (
        <div className={s.trailing}>
          {actions}
          {avatar}
        </div>
      )}
    </header>
  );
}
