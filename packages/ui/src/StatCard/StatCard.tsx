import { VisuallyHidden } from 'react-aria-components';
import { ArrowDownRight, ArrowUpRight, type IconComponent } from '../icons';
import * as s from './StatCard.css';

export type ChangeType = 'positive' | 'negative';

export interface StatCardProps {
  title: string;
  /** The figure, already formatted, e.g. "$45,231.89". */
  value: string;
  /** The change, already formatted, e.g. "+20.1%". */
  change?: string;
  /** Positive shows an up arrow in green; negative a down arrow in red. */
  changeType?: ChangeType;
  /** Text after the change, e.g. "from last month". */
  trailingText?: string;
  icon?: IconComponent;
}

/** A headline figure with its change. */
export function StatCard({
  title,
  value,
  change,
  changeType = 'positive',
  trailingText,
  icon: Icon,
}: StatCardProps) {
  const Arrow = changeType === 'positive' ? ArrowUpRight : ArrowDownRight;
  return (
    <section className={s.card} aria-label={title}>
      <div className={s.top}>
        <span className={s.title}>{title}</span>
        {Icon && (
          <span className={s.iconBox} aria-hidden="true">
            <Icon size={18} />
          </span>
        )}
      </div>
      <div className={s.value}>{value}</div>
      {change && (
        <div className={s.footer}>
          <span className={s.change({ type: changeType })} data-change-type={changeType}>
            <Arrow size={14} aria-hidden="true" />
            <VisuallyHidden>{changeType === 'positive' ? 'Up' : 'Down'}</VisuallyHidden>
            {change}
          </span>
          {trailingText && <span className={s.trailing}>{trailingText}</span>}
        </div>
      )}
    </section>
  );
}
