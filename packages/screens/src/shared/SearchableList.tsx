import {
  Box,
  Card,
  EmptyState,
  type EmptyStateProps,
  Grid,
  Inline,
  SearchField,
  SkeletonGroup,
  Stack,
} from '@warehouse/ui';
import type { ReactNode } from 'react';
import { CardGridSkeleton, TableSkeleton } from './Loading';
import { type PagedListProps, pagedListView } from './pagedList';
import { useShowMore } from './useShowMore';

interface SearchRowProps {
  /** The search field's accessible name ("Search customers") and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The search text as typed. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Controls beside the search field (a filter, a button); the field takes the rest of the row. */
  filters?: ReactNode;
  /** Whether the filters go under the field when the row is too narrow for them all. */
  filtersWrap?: boolean;
  /** The list's paging as the app gives it: loading, searching further, and (for cards) the counts. */
  list: PagedListProps;
  /** What the skeleton is announced as ("Loading customers"). */
  loadingLabel: string;
}

/**
 * A grid of cards, a page at a time with a "Show more" footer (`useShowMore`): placeholder cards
 * while loading, the empty state in an outlined card when none show.
 */
interface CardResultsProps<T> {
  layout: 'cards';
  /** Every match loaded. */
  items: readonly T[];
  /** A card for an item (with its key). */
  renderCard: (item: T, slot: number) => ReactNode;
  /** How many cards show at once, and what they are called in the footer ("customers"). */
  pageSize: number;
  noun: string;
  /** The count of cards shown starts over when this changes; the search text unless given. */
  resetKey?: unknown;
  /** Each column's least width, for the cards and their placeholders alike. */
  cardWidth?: 'md' | 'lg';
  /** The cards' usual height, to skip laying out the ones scrolled out of view (`Grid lazyItemHeight`). */
  lazyCardHeight?: 'md';
  /** What shows when no card does. */
  emptyState: EmptyStateProps;
}

/** A table, which shows its own empty state and pages: placeholder rows while loading. */
interface TableResultsProps {
  layout: 'table';
  /** How many rows the table shows. */
  shownCount: number;
  /** The table. */
  children: ReactNode;
}

export type SearchableListProps<T> = SearchRowProps & (CardResultsProps<T> | TableResultsProps);

/**
 * A searched list: its field (with any filters) and its results, a skeleton while nothing is known,
 * else the results marked with the search they answer (`data-results-for`). Rendered as siblings,
 * so they take the spacing of the page or card they stand in.
 */
export function SearchableList<T>(props: SearchableListProps<T>) {
  const { searchLabel, searchPlaceholder, query, onQueryChange, filters, filtersWrap = false } = props;
  const field = (
    <SearchField
      aria-label={searchLabel}
      placeholder={searchPlaceholder}
      value={query}
      onChange={onQueryChange}
    />
  );
  return (
    <>
      {filters === undefined ? (
        field
      ) : (
        // At the field's foot: on a phone its placeholder may stand above it.
        <Inline gap="3" wrap={filtersWrap} align="flex-end">
          <Box flexGrow="1" minWidth="0">
            {field}
          </Box>
          {filters}
        </Inline>
      )}
      {props.layout === 'table' ? <TableResults {...props} /> : <CardResults {...props} />}
    </>
  );
}

function TableResults({
  list,
  query,
  shownCount,
  loadingLabel,
  children,
}: SearchRowProps & TableResultsProps) {
  const view = listView(list, query, shownCount);
  if (view.showsSkeleton) return <TableSkeleton label={loadingLabel} />;
  return <Box data-results-for={view.resultsFor}>{children}</Box>;
}

function CardResults<T>(props: SearchRowProps & CardResultsProps<T>) {
  const { list, query, items, renderCard, cardWidth = 'lg', lazyCardHeight, emptyState } = props;
  const { shown, footer } = useShowMore(items, {
    pageSize: props.pageSize,
    noun: props.noun,
    resetKey: props.resetKey ?? query,
    total: list.total,
    totalIsLowerBound: list.totalIsLowerBound,
    onLoadMore: list.onLoadMore,
  });
  const view = listView(list, query, shown.length);
  if (view.showsSkeleton) {
    return (
      <SkeletonGroup label={props.loadingLabel}>
        <CardGridSkeleton count={6} minItemWidth={cardWidth} />
      </SkeletonGroup>
    );
  }
  return (
    <Box data-results-for={view.resultsFor}>
      {shown.length === 0 ? (
        <Card variant="outline">
          <EmptyState {...emptyState} />
        </Card>
      ) : (
        <Stack gap="4">
          <Grid minItemWidth={cardWidth} lazyItemHeight={lazyCardHeight} gap="4">
            {shown.map((item, slot) => renderCard(item, slot))}
          </Grid>
          {footer}
        </Stack>
      )}
    </Box>
  );
}

const listView = (list: PagedListProps, search: string, shownCount: number) =>
  pagedListView({
    isLoading: list.isLoading ?? false,
    isSearching: list.isSearching ?? false,
    shownCount,
    search,
  });
