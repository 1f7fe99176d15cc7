import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as s from './Skeleton.css';

export interface SkeletonProps {
  /** `line` (text), `block` (a card or chart) or `circle` (an avatar). */
  shape?: 'line' | 'block' | 'circle';
  /** For lines: how many; the last is shorter. */
  lines?: number;
  size?: 'sm' | 'md' | 'lg';
  width?: 'full' | '3/4' | '1/2' | '1/4';
}

/** A placeholder shape; decorative, so wrap skeletons in `SkeletonGroup` which announces loading. */
export function Skeleton({ shape = 'line', lines = 1, size = 'md', width = 'full' }: SkeletonProps) {
  if (shape === 'line' && lines > 1) {
    return (
      <span className={s.lines} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <span key={i} className={s.bone({ shape, width: i === lines - 1 ? '1/2' : width })} />
        ))}
      </span>
    );
  }
  return (
    <span
      className={s.bone({ shape, size, width: shape === 'circle' ? undefined : width })}
      aria-hidden="true"
    />
  );
}

export interface SkeletonGroupProps {
  /** Announced to screen readers while loading. @default "Loading" */
  label?: string;
  children: ReactNode;
}

/** A busy region holding skeletons, with a visually hidden "Loading" label. */
export function SkeletonGroup({ label = 'Loading', children }: SkeletonGroupProps) {
  return (
    <div className={s.group} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
