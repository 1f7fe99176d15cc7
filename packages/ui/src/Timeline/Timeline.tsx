import { VisuallyHidden } from 'react-aria-components';
import { CheckCircle2, Circle, CircleDot } from '../icons';
import * as s from './Timeline.css';

export type TimelineStatus = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  id: string;
  title: string;
  status: TimelineStatus;
  /** A time, already formatted, e.g. "10:30 AM". */
  time?: string;
  description?: string;
}

export interface TimelineProps {
  'aria-label': string;
  steps: TimelineStep[];
}

const icons = { done: CheckCircle2, current: CircleDot, upcoming: Circle } as const;
const spoken = { done: 'Completed', current: 'Current', upcoming: 'Upcoming' } as const;

/** Steps of a process (e.g. a delivery): done, current and upcoming. */
export function Timeline({ 'aria-label': ariaLabel, steps }: TimelineProps) {
  return (
    <ol className={s.list} aria-label={ariaLabel}>
      {steps.map((step) => {
        const Icon = icons[step.status];
        return (
          <li
            key={step.id}
            className={s.item}
            aria-current={step.status === 'current' ? 'step' : undefined}
            data-status={step.status}
          >
            <span className={s.dot({ status: step.status })} aria-hidden="true">
              <Icon size={18} />
            </span>
            <div className={s.content}>
              <span className={s.title({ status: step.status })}>
                {step.title}
                <VisuallyHidden>, {spoken[step.status]}</VisuallyHidden>
              </span>
              {(step.time || step.description) && (
                <span className={s.meta}>{[step.time, step.description].filter(Boolean).join(' · ')}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
