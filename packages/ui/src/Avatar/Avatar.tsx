import { User } from '../icons';
import { avatar } from './Avatar.css';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's name: shows their initials and names the avatar. Without it, a generic person icon. */
  name?: string;
  /** The accessible name; defaults to `name`, or "User" for the generic avatar. */
  label?: string;
  size?: AvatarSize;
}

/** Up to two initials: the first letters of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const iconSize = { sm: 14, md: 18, lg: 22 } as const;

/** A person's initials in a circle, or the generic person icon. */
export function Avatar({ name, label, size = 'md' }: AvatarProps) {
  const letters = name ? initials(name) : '';
  const generic = letters === '';
  return (
    <span role="img" aria-label={label ?? name ?? 'User'} className={avatar({ size, generic })}>
      {generic ? (
        <User size={iconSize[size]} aria-hidden="true" />
      ) : (
        <span aria-hidden="true">{letters}</span>
      )}
    </span>
  );
}
