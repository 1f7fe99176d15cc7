import { formatCount } from '@warehouse/domain';
import { Button, Inline, Text } from '@warehouse/ui';
import { type ReactNode, useMemo, useState } from 'react';

/**
 * The first `pageSize` items of a long result list and a "Show more" footer for the rest, so a
 * grid of cards stays quick at tens of thousands of results. The count starts over when
 * `resetKey` (e.g. the search text) changes.
 */
export function useShowMore<T>(
  items: readonly T[],
  { pageSize, noun, resetKey }: { pageSize: number; noun: string; resetKey: unknown },
): { shown: readonly T[]; footer: ReactNode } {
  const [limit, setLimit] = useState(pageSize);
  const [limitKey, setLimitKey] = useState(resetKey);
  if (limitKey !== resetKey) {
    setLimitKey(resetKey);
    setLimit(pageSize);
  }
  const shown = useMemo(() => (items.length > limit ? items.slice(0, limit) : items), [items, limit]);
  // The same footer element while the counts stay, so a screen can memoize what contains it.
  const total = items.length;
  const count = shown.length;
  const footer = useMemo(
    () =>
      total > count ? (
        <Inline justify="center" gap="3">
          <Text tone="muted" size="sm">
            {`Showing ${formatCount(count)} of ${formatCount(total)} ${noun}`}
          </Text>
          <Button variant="outline" size="sm" onPress={() => setLimit(count + pageSize)}>
            Show more
          </Button>
        </Inline>
      ) : null,
    [total, count, noun, pageSize],
  );
  return { shown, footer };
}
