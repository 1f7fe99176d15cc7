import { ALL_ZONES, type ShelfInput } from '@warehouse/domain/stock';
import { ShelvingScreen } from '@warehouse/screens';
import { shelfAddedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

/** Warehouse Shelving: an added shelf appears with the statistics updated. */
export default function ShelvingRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const [zone, setZone] = useSearchParamState('zone', ALL_ZONES);
  const { data: shelves = [], isPending } = useApiQuery(queryKeys.shelves, (api) => api.listShelves());
  const addShelf = useApiAction((api, input: ShelfInput) => api.addShelf(input), {
    invalidates: [queryKeys.shelves, queryKeys.locations],
    success: (shelf) => shelfAddedNotice(shelf.id),
  });
  return (
    <ShelvingScreen
      shelves={shelves}
      isLoading={isPending}
      query={query}
      onQueryChange={setQuery}
      zone={zone}
      onZoneChange={setZone}
      onAddShelf={addShelf}
    />
  );
}
