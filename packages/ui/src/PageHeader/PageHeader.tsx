import type { ReactNode } from 'react';
import * as s from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** One line under the title; cut with an ellipsis if too long (wrapped on a phone). */
  description?: ReactNode;
  /** Buttons at the right (e.g. "Add Product"). */
  actions?: ReactNode;
}

/** The top of a page: its title, a one-line description and the page's main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={s.pageHeader}>
      <div className={s.text}>
        <h1 className={s.title}>{title}</h1>
        {description != null && <p className={s.description}>{description}</p>}
      </div>
      {actions != null && <div className={s.actions}>{actions}</div>}
    </header>
  );
}
