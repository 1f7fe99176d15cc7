/**
 * What a screen of a list read a page at a time takes beside its items: the app's
 * useListPages gives exactly these, as `listProps`.
 */
export interface PagedListProps {
  /** How many match in all, when the items are only the pages loaded so far. */
  total?: number;
  /** More match than `total`: the server stopped counting there ("1,000+"). */
  totalIsLowerBound?: boolean;
  /**
   * Loads the next page: as a table's end comes into view, or when "Show more" would show past the
   * items loaded. Not given when all are loaded.
   */
  onLoadMore?: () => void;
  /** Shows skeletons in place of the list. */
  isLoading?: boolean;
  /**
   * The rows shown are the last search's, narrowed as typed, while this search's are read: none is
   * said to be missing yet, and they are not marked as this search's results.
   */
  isSearching?: boolean;
}

/**
 * How a paged list shows its rows narrowed for `search`: its skeleton while nothing is known
 * (loading, or searching with no loaded row matching), and which search the results are marked as
 * (`data-results-for`; none until the server answered this one).
 */
export function pagedListView(list: {
  isLoading: boolean;
  isSearching: boolean;
  shownCount: number;
  search: string;
}) {
  return {
    showsSkeleton: list.isLoading || (list.isSearching && list.shownCount === 0),
    resultsFor: list.isSearching ? undefined : list.search,
  };
}

/** A paged list's table props: how many match in all, and loading the next page as its end comes into view. */
export const tablePaging = ({ total, totalIsLowerBound, onLoadMore }: PagedListProps) => ({
  ...(total !== undefined ? { rowCount: total, rowCountIsLowerBound: totalIsLowerBound } : {}),
  ...(onLoadMore ? { onEndReached: onLoadMore } : {}),
});
