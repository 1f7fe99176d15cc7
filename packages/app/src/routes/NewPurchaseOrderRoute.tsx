import { isoDate } from '@warehouse/domain/format';
import { purchaseOrderCreatedNotice, purchaseOrderDraftSavedNotice } from '@warehouse/domain/notices';
import type { PurchaseOrderDraft } from '@warehouse/domain/purchasing';
import { PurchaseOrderScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

/**
 * `/purchases/new`, the spec's Purchase Orders form: Create raises "Purchase Order Created" with its
 * total and the form resets; "Save as Draft" (issue 17) keeps an editable draft the same way.
 */
export default function NewPurchaseOrderRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const products = useApiQuery(queryKeys.purchaseProducts, (api) => api.listPurchaseProducts());
  const createOrder = useApiAction(
    (api, { header, lines }: PurchaseOrderDraft) => api.createPurchaseOrder(header, lines),
    { invalidates: [queryKeys.purchaseOrders], success: (order) => purchaseOrderCreatedNotice(order.total) },
  );
  const saveDraft = useApiAction(
    (api, { header, lines }: PurchaseOrderDraft) => api.createPurchaseOrder(header, lines, { draft: true }),
    { invalidates: [queryKeys.purchaseOrders], success: (order) => purchaseOrderDraftSavedNotice(order.id) },
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
      onSaveDraft={saveDraft}
    />
  );
}
