import type { BinChoice } from '@warehouse/domain/contract';
import {
  ALL_ZONES,
  type ShelfInput,
  type StockAdjustmentInput,
  type StockTransferInput,
} from '@warehouse/domain/stock';
import { ShelvingScreen } from '@warehouse/screens';
import { shelfAddedNotice, stockAdjustedNotice, stockMovedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useBinFinder } from '../data/useBinFinder';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';

const SHELVES_PER_PAGE = 24;

/** Warehouse Shelving: an added shelf appears with the statistics updated; a card adjusts its stock. */
export default function ShelvingRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const mayCall = useMayCall();
  const [zone, setZone] = useSearchParamState('zone', ALL_ZONES);
  // A page at a time, searched and filtered by the server; each shelf comes with what
  // it holds, so a page is two screens of cards.
  const search = query.trim();
  const pages = useListPages([...queryKeys.shelves, 'list', search, zone], (api, page) =>
    api.listShelves({
      ...(search ? { search } : {}),
      ...(zone === ALL_ZONES ? {} : { zone }),
      limit: SHELVES_PER_PAGE,
      ...page,
    }),
  );
  const figures = useApiQuery([...queryKeys.shelves, 'figures'], (api) => api.getShelfFigures());
  const addShelf = useApiAction((api, input: ShelfInput) => api.addShelf(input), {
    calls: 'addShelf',
    success: (shelf) => shelfAddedNotice(shelf.id),
  });
  const adjustStock = useApiAction((api, input: StockAdjustmentInput) => api.adjustStock(input), {
    calls: 'adjustStock',
    success: (_none, input) => stockAdjustedNotice(input.binId),
  });
  const findBins = useBinFinder();
  const transferStock = useApiAction(
    (api, { input }: { input: StockTransferInput; destination: BinChoice }) => api.transferStock(input),
    {
      calls: 'transferStock',
      success: (_none, { input, destination }) =>
        stockMovedNotice(input.quantity, input.fromBinId, destination.label),
    },
  );
  return (
    <ShelvingScreen
      shelves={pages.items}
      {...pages.listProps}
      {...(figures.data ? { figures: figures.data } : {})}
      query={query}
      onQueryChange={setQuery}
      zone={zone}
      onZoneChange={setZone}
      onAddShelf={mayCall('addShelf') ? addShelf : undefined}
      onAdjustStock={mayCall('adjustStock') ? adjustStock : undefined}
      findBins={findBins}
      onTransferStock={(input, destination) => transferStock({ input, destination })}
    />
  );
}
