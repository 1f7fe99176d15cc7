import type { CheckoutInput } from '@warehouse/domain/contract';
import { cartParkedNotice, customerAddedNotice } from '@warehouse/domain/notices';
import type { CustomerForm } from '@warehouse/domain/people';
import type { ParkCartInput, ParkedCart, PosEntry, SaleDetail } from '@warehouse/domain/pos';
import type { ExchangeInput } from '@warehouse/domain/returns';
import { type CustomerFinder, PosScreen, ReceiptDialog } from '@warehouse/screens';
import { useState } from 'react';
import { useApi } from '../data/ApiProvider';
import { exchangeRecordedNotice, saleRecordedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useTillCart } from '../data/tillCart';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useCurrency } from '../data/useCurrency';
import { usePosCatalogue } from '../data/usePosCatalogue';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';

const NO_PRODUCTS: readonly PosEntry[] = [];
const NO_PARKED_CARTS: readonly ParkedCart[] = [];

/**
 * Point of Sale: a payment records a sale; Fast Delivery also creates a pending delivery. The till
 * sells by the settings, read again as each payment starts; after each sale, its receipt.
 */
export default function PosRoute() {
  const api = useApi();
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchParamState('q');
  const { data: catalogue, isPending } = usePosCatalogue();
  // Held above the routes: what the Scan screen adds is here, and leaving the POS keeps the sale.
  const sale = useTillCart();
  const till = useApiQuery([...queryKeys.settings, 'till'], (client) => client.getTillSettings());
  const currency = useCurrency();
  const [receipt, setReceipt] = useState<SaleDetail | null>(null);
  const recordSale = useApiAction((client, input: CheckoutInput) => client.recordSale(input), {
    // A sale moves stock and the sales figures: revenue, orders, the badges.
    calls: 'recordSale',
    success: (recorded) => saleRecordedNotice(recorded, currency),
  });
  const recordExchange = useApiAction((client, input: ExchangeInput) => client.recordExchange(input), {
    calls: 'recordExchange',
    success: (exchanged) => exchangeRecordedNotice(exchanged, currency),
  });
  const exchange = sale.exchange;
  // The till's exchange recorded: the return and the new sale together, then the sale's receipt.
  const exchangeNow = async ({
    idempotencyKey,
    refundTo,
    ...cart
  }: ExchangeInput['sale'] & { idempotencyKey: string; refundTo: ExchangeInput['refundTo'] }) => {
    if (!exchange) return;
    const { sale: sold } = await recordExchange({
      saleReturn: exchange.saleReturn,
      sale: cart,
      refundTo,
      idempotencyKey,
    });
    sale.setExchange(null);
    setReceipt(await api.getSale(sold.id));
  };
  const checkout = async (input: CheckoutInput) => {
    const { sale } = await recordSale(input);
    // The receipt is the server's: its figures, tenders and time as recorded.
    setReceipt(await api.getSale(sale.id));
  };
  const parked = useApiQuery(
    [...queryKeys.parkedCarts, 'list'],
    (client) => client.listParkedCarts({ limit: 50 }),
    {
      enabled: mayCall('listParkedCarts'),
    },
  );
  const park = useApiAction((client, input: ParkCartInput) => client.parkCart(input), {
    calls: 'parkCart',
    success: (cart) => cartParkedNotice(cart.customerName),
  });
  const resume = useApiAction(
    async (client, cart: ParkedCart) => {
      const taken = await client.resumeParkedCart(cart.id);
      const customer = taken.customerId ? await client.getCustomer(taken.customerId) : null;
      return { cart: taken, customer };
    },
    { calls: 'resumeParkedCart' },
  );
  const findCustomers: CustomerFinder = ({ signal: _, ...page }) => api.listCustomers(page);
  const createCustomer = useApiAction((client, form: CustomerForm) => client.createCustomer(form), {
    calls: 'createCustomer',
    success: (customer) => customerAddedNotice(customer.name),
  });
  return (
    <>
      <PosScreen
        products={catalogue?.entries ?? NO_PRODUCTS}
        isLoading={isPending}
        query={query}
        onQueryChange={setQuery}
        cart={sale.cart}
        onCartChange={sale.setCart}
        cartDiscount={sale.cartDiscount}
        onCartDiscountChange={sale.setCartDiscount}
        customer={sale.customer}
        onCustomerChange={sale.setCustomer}
        onCheckout={checkout}
        onNotice={showNotice}
        {...(till.data ? { till: till.data } : {})}
        onPaymentStart={() => void till.refetch()}
        {...(mayCall('getMyDrawer') ? { drawerHref: '/pos/drawer' } : {})}
        {...(mayCall('recordReturn') ? { returnsHref: '/returns?new=1' } : {})}
        {...(mayCall('parkCart')
          ? { parking: { carts: parked.data?.items ?? NO_PARKED_CARTS, onPark: park, onResume: resume } }
          : {})}
        {...(mayCall('listCustomers') ? { findCustomers } : {})}
        {...(mayCall('createCustomer') ? { onCreateCustomer: createCustomer } : {})}
        {...(exchange
          ? { exchange, onExchange: exchangeNow, onExchangeCancel: () => sale.setExchange(null) }
          : {})}
      />
      {receipt && till.data && (
        <ReceiptDialog detail={receipt} till={till.data} onClose={() => setReceipt(null)} />
      )}
    </>
  );
}
