import { isoDate } from '@warehouse/domain/format';
import { purchaseOrderCreatedNotice, purchaseOrderDraftSavedNotice } from '@warehouse/domain/notices';
import type { PurchaseOrderDraft } from '@warehouse/domain/purchasing';
import { PurchaseOrderScreen } from '@warehouse/screens';
import { useNavigate, useParams } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useCurrency } from '../data/useCurrency';
import { useLineProducts, usePurchaseProducts } from '../data/usePurchaseProducts';
import { useSearchParamState } from '../routing/useSearchParamState';
import NotFoundRoute from './NotFoundRoute';

/**
 * `/purchases/:id/edit`: a draft in the purchase order form. "Save Draft" keeps the
 * changes; "Place Order" keeps them and orders it. Either goes back to the order's page.
 */
export default function EditPurchaseOrderRoute() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const detail = useApiQuery([...queryKeys.purchaseOrders, id], (api) => api.getPurchaseOrder(id));
  const suppliers = useApiQuery(queryKeys.suppliers, (api) => api.listSuppliers());
  const [query, setQuery] = useSearchParamState('q');
  const products = usePurchaseProducts(query);
  const { lineProducts, isLoading: lineProductsLoading } = useLineProducts(detail.data?.order.lines ?? []);
  const toOrder = () => navigate(`/purchases/${encodeURIComponent(id)}`);
  const currency = useCurrency();
  const saveDraft = useApiAction(
    (api, { header, lines }: PurchaseOrderDraft) => api.updatePurchaseOrder(id, { header, lines }),
    { calls: 'updatePurchaseOrder', success: () => purchaseOrderDraftSavedNotice(id) },
  );
  const placeOrder = useApiAction(
    async (api, { header, lines }: PurchaseOrderDraft) => {
      await api.updatePurchaseOrder(id, { header, lines });
      return api.placePurchaseOrder(id);
    },
    {
      calls: ['updatePurchaseOrder', 'placePurchaseOrder'],
      success: (order) => purchaseOrderCreatedNotice(order.total, currency),
    },
  );

  if (detail.error && (detail.error as { code?: string }).code === 'not_found') return <NotFoundRoute />;
  const order = detail.data?.order;
  if (!order || suppliers.isPending || products.listProps.isLoading || lineProductsLoading)
    return <PurchaseOrderScreen suppliers={[]} products={[]} today={isoDate(new Date())} isLoading />;
  return (
    <PurchaseOrderScreen
      // A fresh form for each version of the draft it starts from.
      key={`${order.id}-${order.total}-${order.lines.length}`}
      suppliers={suppliers.data ?? []}
      products={products.items}
      {...(products.listProps.onLoadMore ? { onLoadMore: products.listProps.onLoadMore } : {})}
      lineProducts={lineProducts}
      query={query}
      onQueryChange={setQuery}
      today={isoDate(new Date())}
      editing={{
        id: order.id,
        header: {
          supplierId: order.supplierId,
          orderDate: order.orderDate,
          expectedDelivery: order.expectedDelivery,
          notes: order.notes,
          priority: order.priority,
        },
      }}
      defaultLines={order.lines}
      onSaveDraft={async (draft: PurchaseOrderDraft) => {
        await saveDraft(draft);
        toOrder();
      }}
      onCreateOrder={async (draft: PurchaseOrderDraft) => {
        await placeOrder(draft);
        toOrder();
      }}
    />
  );
}
