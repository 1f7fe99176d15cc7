import { isoDate } from '@warehouse/domain/format';
import { type PurchaseFilters, PurchasesScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';

/** `/purchases` (issue 17): the purchase orders, their search and filters kept in the URL. */
export default function PurchasesRoute() {
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchParamState('q');
  const [status, setStatus] = useSearchParamState('status');
  const [supplierId, setSupplierId] = useSearchParamState('supplier');
  const orders = useApiQuery(queryKeys.purchaseOrders, (api) => api.listPurchaseOrders());
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  return (
    <PurchasesScreen
      orders={orders.data ?? []}
      suppliers={suppliers.data ?? []}
      today={isoDate(new Date())}
      isLoading={orders.isPending || suppliers.isPending}
      filters={{ query, status: status as PurchaseFilters['status'], supplierId }}
      onFiltersChange={(next) => {
        if (next.query !== query) setQuery(next.query);
        if (next.status !== status) setStatus(next.status);
        if (next.supplierId !== supplierId) setSupplierId(next.supplierId);
      }}
      orderHref={(order) => `/purchases/${encodeURIComponent(order.id)}`}
      suppliersHref="/suppliers"
      {...(mayCall('createPurchaseOrder') ? { newOrderHref: '/purchases/new' } : {})}
    />
  );
}
