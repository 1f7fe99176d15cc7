import type { ReactNode } from 'react';
import { AlertCircle, AlertTriangle, CheckCircle2, type IconComponent, Info } from '../icons';
import type { Tone } from '../tokens/tone';
import * as s from './Alert.css';

export interface AlertProps {
  tone?: Tone;
  title: string;
  /** More detail under the title. */
  children?: ReactNode;
  /** Replaces the tone's default icon; `false` shows none. */
  icon?: IconComponent | false;
  /** A button or link at the end. */
  action?: ReactNode;
}

const defaultIcons: Record<Tone, IconComponent> = {
  neutral: Info,
  info: Info,
  positive: CheckCircle2,
  caution: AlertTriangle,
  critical: AlertCircle,
};

/** An inline notice. Critical notices are announced at once (`role="alert"`), others politely (`role="status"`). */
export function Alert({ tone = 'info', title, children, icon, action }: AlertProps) {
  const Icon = icon === false ? null : (icon ?? defaultIcons[tone]);
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={s.alert({ tone })} data-tone={tone}>
      {Icon && <Icon size={18} aria-hidden="true" className={s.icon({ tone })} />}
      <div className={s.body}>
        <div className={s.title}>{title}</div>
        {children && <div className={s.description}>{children}</div>}
      </div>
      {action && <div className={s.action}>{action}</div>}
    </div>
  );
}
