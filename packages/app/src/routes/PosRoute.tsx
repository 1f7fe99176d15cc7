import type { CheckoutInput } from '@warehouse/domain/contract';
import { PosScreen } from '@warehouse/screens';
import { saleRecordedNotice } from '../data/actionNotices';
import { queryKeys, stockFigureKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

/** Point of Sale: a payment records a sale; Fast Delivery also creates a pending delivery. */
export default function PosRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const { data: products = [], isPending } = useApiQuery(queryKeys.posProducts, (api) =>
    api.listPosProducts(),
  );
  const recordSale = useApiAction((api, input: CheckoutInput) => api.recordSale(input), {
    // A sale moves stock and the sales figures: revenue, orders, the badges (issue 14).
    invalidates: [
      queryKeys.sales,
      queryKeys.deliveries,
      queryKeys.analytics,
      queryKeys.customers,
      ...stockFigureKeys,
    ],
    success: saleRecordedNotice,
  });
  return (
    <PosScreen
      products={products}
      isLoading={isPending}
      query={query}
      onQueryChange={setQuery}
      onCheckout={recordSale}
    />
  );
}
