import { isoDate } from '@warehouse/domain/format';
import { purchaseOrderCreatedNotice } from '@warehouse/domain/notices';
import type { PurchaseOrderDraft } from '@warehouse/domain/purchasing';
import { PurchaseOrderScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

/** Purchase Orders: a created order raises "Purchase Order Created" with its total and the form resets. */
export default function PurchasesRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const products = useApiQuery(queryKeys.purchaseProducts, (api) => api.listPurchaseProducts());
  const createOrder = useApiAction(
    (api, { header, lines }: PurchaseOrderDraft) => api.createPurchaseOrder(header, lines),
    { invalidates: [queryKeys.purchaseOrders], success: (order) => purchaseOrderCreatedNotice(order.total) },
  );
  return (
    <PurchaseOrderScreen
      suppliers={suppliers.data ?? []}
      products={products.data ?? []}
      today={isoDate(new Date())}
      isLoading={suppliers.isPending || products.isPending}
      query={query}
      onQueryChange={setQuery}
      onCreateOrder={createOrder}
    />
  );
}
