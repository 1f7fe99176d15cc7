import { PURCHASE_ORDER_SORTS, type PurchaseOrdersQuery } from '@warehouse/domain/contract';
import { isoDate } from '@warehouse/domain/format';
import { PURCHASE_ORDER_STATUSES } from '@warehouse/domain/purchasing';
import { PurchasesScreen } from '@warehouse/screens';
import { useExportHref } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useSortParam } from '../routing/useSortParam';
import { useMayCall } from '../session/screenAccess';

/** A status the list can be narrowed to: a state, or 'late'; anything else in the URL is none. */
const isStatusFilter = (value: string): value is NonNullable<PurchaseOrdersQuery['status']> =>
  value === 'late' || (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value);

/** `/purchases`: the purchase orders, their search and filters kept in the URL. */
export default function PurchasesRoute() {
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchParamState('q');
  const [status, setStatus] = useSearchParamState('status');
  const [supplierId, setSupplierId] = useSearchParamState('supplier');
  const order = useSortParam(PURCHASE_ORDER_SORTS);
  // A page at a time: searched, filtered and sorted by the server, all kept in the URL.
  const search = query.trim();
  const pages = useListPages(
    [...queryKeys.purchaseOrders, 'list', search, status, supplierId, order.param],
    (api, page) =>
      api.listPurchaseOrders({
        ...(search ? { search } : {}),
        ...(isStatusFilter(status) ? { status } : {}),
        ...(supplierId ? { supplierId } : {}),
        ...order.query,
        ...page,
      }),
  );
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const exportHref = useExportHref('purchaseOrders', {
    search,
    ...(isStatusFilter(status) ? { status } : {}),
    supplierId,
    ...order.query,
  });
  return (
    <PurchasesScreen
      orders={pages.items}
      {...pages.listProps}
      isLoading={pages.listProps.isLoading || suppliers.isPending}
      {...(order.sort ? { sort: order.sort } : {})}
      onSortChange={order.setSort}
      suppliers={suppliers.data ?? []}
      today={isoDate(new Date())}
      filters={{ query, status: isStatusFilter(status) ? status : '', supplierId }}
      onFiltersChange={(next) => {
        if (next.query !== query) setQuery(next.query);
        if (next.status !== status) setStatus(next.status);
        if (next.supplierId !== supplierId) setSupplierId(next.supplierId);
      }}
      orderHref={(order) => `/purchases/${encodeURIComponent(order.id)}`}
      suppliersHref="/suppliers"
      exportHref={exportHref}
      {...(mayCall('createPurchaseOrder') ? { newOrderHref: '/purchases/new' } : {})}
    />
  );
}
