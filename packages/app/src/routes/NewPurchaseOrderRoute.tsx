import { isoDate } from '@warehouse/domain/format';
import {
  ALREADY_ON_ORDER_NOTICE,
  purchaseOrderCreatedNotice,
  purchaseOrderDraftSavedNotice,
} from '@warehouse/domain/notices';
import type { PurchaseOrderDraft } from '@warehouse/domain/purchasing';
import { PurchaseOrderScreen } from '@warehouse/screens';
import { useEffect } from 'react';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useCurrency } from '../data/useCurrency';
import { useLineProducts, usePurchaseProducts } from '../data/usePurchaseProducts';
import { useSearchParamState } from '../routing/useSearchParamState';

/**
 * `/purchases/new`, the spec's Purchase Orders form: Create raises "Purchase Order Created" with its
 * total and the form resets; "Save as Draft" keeps an editable draft the same way. With
 * `?reorder=P002` it starts with the product's preferred supplier and the quantity it needs.
 */
export default function NewPurchaseOrderRoute() {
  const [query, setQuery] = useSearchParamState('q');
  // "Reorder" (Low Stock) and "Restock" (the dashboard) open the form for one product.
  const [reorder] = useSearchParamState('reorder');
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const products = usePurchaseProducts(query);
  const suggestion = useApiQuery(
    [...queryKeys.purchaseOrders, 'suggestion', reorder],
    (api) => api.suggestReorder({ productId: reorder }),
    { enabled: reorder !== '', fetchedOnEachUse: true },
  );
  const suggested = suggestion.data?.[0];
  const { lineProducts, isLoading: lineProductsLoading } = useLineProducts(suggested?.lines ?? []);
  useEffect(() => {
    if (suggestion.data?.length === 0) showNotice(ALREADY_ON_ORDER_NOTICE);
  }, [suggestion.data]);
  const currency = useCurrency();
  const createOrder = useApiAction(
    (api, { header, lines }: PurchaseOrderDraft) => api.createPurchaseOrder({ header, lines }),
    { calls: 'createPurchaseOrder', success: (order) => purchaseOrderCreatedNotice(order.total, currency) },
  );
  const saveDraft = useApiAction(
    (api, { header, lines }: PurchaseOrderDraft) => api.createPurchaseOrder({ header, lines, draft: true }),
    { calls: 'createPurchaseOrder', success: (order) => purchaseOrderDraftSavedNotice(order.id) },
  );
  return (
    <PurchaseOrderScreen
      // A fresh form once the suggestion for the product has come.
      key={suggested ? `reorder-${reorder}` : 'new'}
      suppliers={suppliers.data ?? []}
      products={products.items}
      {...(products.listProps.onLoadMore ? { onLoadMore: products.listProps.onLoadMore } : {})}
      lineProducts={lineProducts}
      today={isoDate(new Date())}
      isLoading={
        suppliers.isPending ||
        products.listProps.isLoading ||
        lineProductsLoading ||
        (reorder !== '' && suggestion.isPending)
      }
      {...(suggested ? { defaultSupplierId: suggested.supplierId, defaultLines: suggested.lines } : {})}
      query={query}
      onQueryChange={setQuery}
      onCreateOrder={createOrder}
      onSaveDraft={saveDraft}
    />
  );
}
