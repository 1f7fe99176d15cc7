import type { CheckoutInput } from '@warehouse/domain/contract';
import type { PosEntry } from '@warehouse/domain/pos';
import { PosScreen } from '@warehouse/screens';
import { saleRecordedNotice } from '../data/actionNotices';
import { useTillCart } from '../data/tillCart';
import { useApiAction } from '../data/useApiAction';
import { usePosCatalogue } from '../data/usePosCatalogue';
import { useSearchParamState } from '../routing/useSearchParamState';

const NO_PRODUCTS: readonly PosEntry[] = [];

/** Point of Sale: a payment records a sale; Fast Delivery also creates a pending delivery. */
export default function PosRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const { data: catalogue, isPending } = usePosCatalogue();
  // Held above the routes: what the Scan screen adds is here, and leaving the POS keeps it.
  const [cart, setCart] = useTillCart();
  const recordSale = useApiAction((api, input: CheckoutInput) => api.recordSale(input), {
    // A sale moves stock and the sales figures: revenue, orders, the badges.
    calls: 'recordSale',
    success: saleRecordedNotice,
  });
  return (
    <PosScreen
      products={catalogue?.entries ?? NO_PRODUCTS}
      isLoading={isPending}
      query={query}
      onQueryChange={setQuery}
      cart={cart}
      onCartChange={setCart}
      onCheckout={recordSale}
    />
  );
}
