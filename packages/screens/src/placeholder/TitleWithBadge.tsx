import { Box, CountBadge } from '@warehouse/ui';
import type { ReactNode } from 'react';

export interface TitleWithBadgeProps {
  children: ReactNode;
  /** A fixed display count shown beside the title (e.g. the menu's badge). */
  badge?: number;
  /** What the count means, spoken after the number (e.g. "new", "items"). */
  badgeLabel?: string;
}

/** A page title followed by its count badge, for a PageHeader's `title`. */
export function TitleWithBadge({ children, badge, badgeLabel }: TitleWithBadgeProps) {
  if (badge === undefined) return <>{children}</>;
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="3">
      {children}
      <CountBadge count={badge} label={badgeLabel ? `${badge} ${badgeLabel}` : undefined} />
    </Box>
  );
}
