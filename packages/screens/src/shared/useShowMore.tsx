import { formatCount } from '@warehouse/domain/format';
import { Button, Inline, Text } from '@warehouse/ui';
import { type ReactNode, useMemo, useState } from 'react';

interface ShowMoreOptions {
  pageSize: number;
  noun: string;
  /** The count starts over when this (e.g. the search text) changes. */
  resetKey: unknown;
  // Each may be given as undefined: a paged screen passes on its PagedListProps as they are.
  /** How many there are in all, when `items` holds only the pages loaded so far. */
  total?: number | undefined;
  /** More than `total` exist: where the server stopped counting ("1,000+"). */
  totalIsLowerBound?: boolean | undefined;
  /** Loads the next page; "Show more" calls it once it would show past the items loaded. */
  onLoadMore?: (() => void) | undefined;
}

/**
 * The first `pageSize` items of a long result list and a "Show more" footer for the rest, so a
 * grid of cards stays quick at tens of thousands of results.
 */
export function useShowMore<T>(
  items: readonly T[],
  { pageSize, noun, resetKey, total = items.length, totalIsLowerBound = false, onLoadMore }: ShowMoreOptions,
): { shown: readonly T[]; footer: ReactNode } {
  // How far "Show more" went, and for which key. A new key starts over at one page; the state is
  // only reset (a second render pass) when "Show more" was used, not on every keystroke.
  const [more, setMore] = useState<{ key: unknown; limit: number } | null>(null);
  if (more !== null && !Object.is(more.key, resetKey)) setMore(null);
  const limit = more !== null && Object.is(more.key, resetKey) ? more.limit : pageSize;
  const shown = useMemo(() => (items.length > limit ? items.slice(0, limit) : items), [items, limit]);
  // The same footer element while the counts stay, so a screen can memoize what contains it.
  const loaded = items.length;
  const count = shown.length;
  // Past where the server stopped counting, there is more while more is loaded or can be.
  const hasMore = totalIsLowerBound ? count < loaded || onLoadMore !== undefined : total > count;
  const footer = useMemo(
    () =>
      hasMore ? (
        <Inline justify="center" gap="3">
          {/* A polite status: "Show more" announces how many show now (once the next page came). */}
          <span role="status">
            <Text tone="muted" size="sm">
              {`Showing ${formatCount(count)} of ${totalIsLowerBound ? `${formatCount(Math.max(total, loaded))}+` : formatCount(total)} ${noun}`}
            </Text>
          </span>
          <Button
            variant="outline"
            size="sm"
            onPress={() => {
              setMore({ key: resetKey, limit: count + pageSize });
              if (count + pageSize > loaded) onLoadMore?.();
            }}
          >
            Show more
          </Button>
        </Inline>
      ) : null,
    [hasMore, total, totalIsLowerBound, count, loaded, noun, pageSize, resetKey, onLoadMore],
  );
  return { shown, footer };
}
