import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { IconComponent } from '../icons';
import type { Tone } from '../tokens/tone';
import { anchor, anchored, badge } from './Badge.css';

export type BadgeVariant = 'subtle' | 'solid';

export interface BadgeProps {
  /** The colour meaning: neutral, info, positive, caution or critical. */
  tone?: Tone;
  /** `subtle` (tinted, default) or `solid` (filled). */
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  /** An optional leading icon (decorative). */
  icon?: IconComponent;
  children: ReactNode;
}

/** A small status label in one of the five tones. */
export function Badge({
  tone = 'neutral',
  variant = 'subtle',
  size = 'md',
  icon: Icon,
  children,
}: BadgeProps) {
  return (
    <span className={badge({ tone, variant, size })} data-tone={tone}>
      {Icon && <Icon size={12} aria-hidden="true" />}
      {children}
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** Counts above this show as `max+`. */
  max?: number;
  tone?: Tone;
  variant?: BadgeVariant;
  /** Spoken instead of the bare number, e.g. "3 unread notifications". The number is still shown. */
  label?: string;
}

/** A pill with a number, e.g. menu counts or the notifications bell. */
export function CountBadge({
  count,
  max = 99,
  tone = 'critical',
  variant = 'solid',
  label,
}: CountBadgeProps) {
  const text = count > max ? `${max}+` : String(count);
  return (
    <span className={badge({ tone, variant, count: true })} data-tone={tone}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  );
}

export interface BadgeAnchorProps {
  /** Usually a `CountBadge`; hidden from assistive tech, so put the count in the child's accessible name. */
  badge: ReactNode;
  children: ReactNode;
}

/** Pins a badge to the top-right corner of its child, e.g. a count on a bell button. */
export function BadgeAnchor({ badge: badgeNode, children }: BadgeAnchorProps) {
  return (
    <span className={anchor}>
      {children}
      <span className={anchored} aria-hidden="true">
        {badgeNode}
      </span>
    </span>
  );
}
