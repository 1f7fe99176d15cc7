import type { ReactNode } from 'react';
import type { IconComponent } from '../icons';
import * as s from './EmptyState.css';

export interface EmptyStateProps {
  icon?: IconComponent;
  title: string;
  description?: ReactNode;
  /** A button or link, e.g. "Add Product". */
  action?: ReactNode;
}

/** What a list or page shows when it has nothing in it. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className={s.root}>
      {Icon && (
        <span className={s.icon} aria-hidden="true">
          <Icon size={20} />
        </span>
      )}
      <p className={s.title}>{title}</p>
      {description && <p className={s.description}>{description}</p>}
      {action && <div className={s.action}>{action}</div>}
    </div>
  );
}
