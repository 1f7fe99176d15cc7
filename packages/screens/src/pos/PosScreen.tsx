import { type CheckoutInput, newIdempotencyKey } from '@warehouse/domain/contract';
import { type Notice, notEnoughStockNotice } from '@warehouse/domain/notices';
import type { Customer } from '@warehouse/domain/people';
import {
  addToCart,
  type Cart,
  type CartLine,
  type CheckoutChoice,
  cartTotals,
  type DeliveryOption,
  type Discount,
  lineTotal,
  PAYMENT_OPTIONS,
  type ParkCartInput,
  type ParkedCart,
  type PaymentMethod,
  type PosProduct,
  setQuantity,
  type TillSettings,
  type TillTender,
  WALK_IN_NAME,
} from '@warehouse/domain/pos';
import type { ExchangeInput, ExchangeRefundDestination, TillExchange } from '@warehouse/domain/returns';
import { posProductSearchFields } from '@warehouse/domain/search';
import {
  BottomBar,
  Box,
  Button,
  Card,
  Dialog,
  EmptyState,
  Grid,
  Inline,
  Link,
  PageHeader,
  PauseCircle,
  RotateCcw,
  Search,
  SearchField,
  ShoppingCart,
  Skeleton,
  SkeletonGroup,
  Stack,
  StickyColumn,
  Text,
  Tile,
  useIsPhone,
  Wallet,
} from '@warehouse/ui';
import { memo, useMemo, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { CurrencyProvider, useMoney } from '../shared/money';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useShowMore } from '../shared/useShowMore';
import { CartPanel } from './CartPanel';
import type { CustomerFinder, CustomerPickerProps } from './CustomerPicker';
import { DiscountDialog } from './DiscountDialog';
import { ParkedCartsDialog } from './ParkedCartsDialog';
import { SaleCustomer } from './SaleCustomer';
import { TenderDialog } from './TenderDialog';
import { useTillScanner } from './useTillScanner';

export const POS_SEARCH_PLACEHOLDER = 'Search products by name or category...';

/** How many product tiles show at once; "Show more" adds as many again. */
const POS_PAGE_SIZE = 48;

export interface PosScreenProps {
  /** The whole product list; the screen filters it. */
  products: readonly PosProduct[];
  isLoading?: boolean;
  /** The search text, when the caller keeps it; local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** The cart, when the caller keeps it; local otherwise. */
  cart?: Cart;
  onCartChange?: (cart: CartLine[]) => void;
  /** The cart's discount (null: none), when the caller keeps it with the cart; local otherwise. */
  cartDiscount?: Discount | null;
  onCartDiscountChange?: (discount: Discount | null) => void;
  /** The sale's customer (null: the walk-in), when the caller keeps it with the cart; local otherwise. */
  customer?: Customer | null;
  onCustomerChange?: (customer: Customer | null) => void;
  /**
   * A payment or delivery choice with the cart's lines. The cart empties afterwards (once the
   * returned promise resolves, if any; a rejection keeps the cart, and its notice is the caller's).
   */
  onCheckout: (input: CheckoutInput) => unknown;
  /** A notice the till raises itself: more than the store holds, an unknown barcode. */
  onNotice: (notice: Notice) => void;
  /**
   * What the till sells by (the settings' tax rate, payment methods, delivery options and fee).
   * Until it is read, the cart's options wait.
   */
  till?: TillSettings;
  /** Payment is about to be taken: the caller reads the settings again, so a change reaches this sale. */
  onPaymentStart?: () => void;
  /** Where the seller's cash drawer is opened, counted and closed; without it, no link. */
  drawerHref?: string;
  /** Where a return is started from a sale's receipt number; without it, no link. */
  returnsHref?: string;
  /**
   * Hold and resume: the parked carts (any till's), parking this till's cart, and taking one
   * back (with its customer's record). Without it, no parking.
   */
  parking?: {
    carts: readonly ParkedCart[];
    onPark: (input: ParkCartInput) => Promise<unknown>;
    onResume: (cart: ParkedCart) => Promise<{ cart: ParkedCart; customer: Customer | null }>;
  };
  /** Customers found as the cashier types, and one added at the till; without it, every sale is a walk-in. */
  findCustomers?: CustomerFinder;
  onCreateCustomer?: CustomerPickerProps['onCreate'];
  /**
   * An exchange the till is making (from Return Items): its credit pays first towards the cart.
   * A payment of what is still due, or "Complete Exchange", records the return and the new sale
   * together (`onExchange`, with the sale's key); the cart empties once it resolves. "Cancel
   * Exchange" drops it (`onExchangeCancel`).
   */
  exchange?: TillExchange;
  onExchange?: (
    sale: ExchangeInput['sale'] & { idempotencyKey: string; refundTo: ExchangeRefundDestination },
  ) => Promise<unknown>;
  onExchangeCancel?: () => void;
}

/** Point of Sale (§2.5, §4): product grid with search, the cart, Delivery Options and Payment. */
export function PosScreen({
  products,
  isLoading = false,
  query: controlledQuery,
  onQueryChange,
  cart: controlledCart,
  onCartChange,
  cartDiscount: controlledCartDiscount,
  onCartDiscountChange,
  customer: controlledCustomer,
  onCustomerChange,
  onCheckout,
  onNotice,
  till,
  onPaymentStart,
  drawerHref,
  returnsHref,
  parking,
  findCustomers,
  onCreateCustomer,
  exchange,
  onExchange,
  onExchangeCancel,
}: PosScreenProps) {
  const [query, setQuery] = useControlledState(controlledQuery, '', onQueryChange);
  const [localCart, setLocalCart] = useState<Cart>([]);
  // The till's own settings, read before each sale; until they come, the currency shown around it.
  const { currency: shownCurrency } = useMoney();
  const cart = controlledCart ?? localCart;
  // The sale's idempotency key: one per cart as it stands, so a retried payment of the same cart
  // is recorded once, and a changed cart is a new sale.
  const [firstKey] = useState(newIdempotencyKey);
  const saleKey = useRef(firstKey);
  const setCart = (next: CartLine[]) => {
    saleKey.current = newIdempotencyKey();
    if (controlledCart === undefined) setLocalCart(next);
    onCartChange?.(next);
  };
  const [isPending, setPending] = useState(false);
  const [cartDiscount, setCartDiscount] = useControlledState<Discount | null>(
    controlledCartDiscount,
    null,
    onCartDiscountChange,
  );
  const [customer, setCustomer] = useControlledState<Customer | null>(
    controlledCustomer,
    null,
    onCustomerChange,
  );
  // The payment being taken (the method whose button opened it), and the discount being given.
  const [paying, setPaying] = useState<PaymentMethod | null>(null);
  const [discounting, setDiscounting] = useState<CartLine | 'cart' | null>(null);
  const [isParkedOpen, setParkedOpen] = useState(false);
  // The cart opened from the phone's cart bar (a sheet only while the window is a phone's: turned
  // to a tablet's width, the cart stands beside the grid instead).
  const [isCartOpen, setCartOpen] = useState(false);
  const isPhone = useIsPhone();

  const search = useSearchIndex(products, posProductSearchFields);
  // The results render in the keystroke's own update (no deferred pass), so they reach the first
  // frame after the key: the search index and a page of memoized tiles are quick enough.
  const matches = useMemo(() => search(query), [search, query]);
  const { shown, footer } = useShowMore(matches, {
    pageSize: POS_PAGE_SIZE,
    noun: 'products',
    resetKey: query,
  });

  // The callbacks keep their identity and read the latest cart and props, so a cart change
  // re-renders the cart panel's changed parts only, not the product grid or the option buttons.
  const now = {
    cart,
    setCart,
    isPending,
    onCheckout,
    onNotice,
    cartDiscount,
    customer,
    setCartDiscount,
    setCustomer,
    products,
    onPaymentStart,
    exchange,
    onExchange,
  };
  const latest = useRef(now);
  latest.current = now;
  const actions = useMemo(() => {
    const checkout = async (choice: CheckoutChoice, refundTo: ExchangeRefundDestination = 'original') => {
      const {
        cart: current,
        isPending: pending,
        onCheckout: submit,
        cartDiscount: off,
        customer: buyer,
      } = latest.current;
      if (current.length === 0 || pending) return;
      setPending(true);
      try {
        const { exchange: exchanging, onExchange: exchangeNow } = latest.current;
        const sale = {
          lines: [...current],
          ...(off ? { cartDiscount: off } : {}),
          ...(buyer ? { customerId: buyer.id } : {}),
        };
        // An exchange records the return with the sale: its credit pays first, the tenders the rest.
        if (exchanging && exchangeNow)
          await exchangeNow({
            ...sale,
            tenders: choice.kind === 'payment' ? choice.tenders : [],
            refundTo,
            idempotencyKey: saleKey.current,
          });
        else await submit({ ...sale, choice, idempotencyKey: saleKey.current });
        latest.current.setCart([]);
        latest.current.setCartDiscount(null);
        latest.current.setCustomer(null);
        setPaying(null);
        setCartOpen(false);
      } catch {
        // The cart keeps its lines; the failure's notice is the app's to show.
      } finally {
        setPending(false);
      }
    };
    /** What the till holds of a product: the cart never takes more, and says so at the press. */
    const held = (id: string) => latest.current.products.find((product) => product.id === id)?.stock;
    const refuseOver = (name: string, stock: number) =>
      latest.current.onNotice(notEnoughStockNotice(name, stock));
    return {
      add: (product: PosProduct) => {
        const inCart = latest.current.cart.find((line) => line.id === product.id)?.quantity ?? 0;
        if (inCart + 1 > product.stock) return refuseOver(product.name, product.stock);
        latest.current.setCart(addToCart(latest.current.cart, product));
      },
      setQuantity: (line: CartLine, quantity: number) => {
        const stock = held(line.id);
        if (stock !== undefined && quantity > stock) {
          refuseOver(line.name, stock);
          latest.current.setCart(setQuantity(latest.current.cart, line.id, stock));
          return;
        }
        latest.current.setCart(setQuantity(latest.current.cart, line.id, quantity));
      },
      clear: () => {
        latest.current.setCart([]);
        latest.current.setCartDiscount(null);
      },
      pay: (method: PaymentMethod) => {
        latest.current.onPaymentStart?.();
        setPaying(method);
      },
      tender: (tenders: TillTender[]) => checkout({ kind: 'payment', tenders }),
      completeExchange: (refundTo: ExchangeRefundDestination) =>
        checkout({ kind: 'payment', tenders: [] }, refundTo),
      deliver: (option: DeliveryOption) => checkout({ kind: 'delivery', option }),
      account: () => checkout({ kind: 'account' }),
      lineDiscount: (line: CartLine) => setDiscounting(line),
      cartDiscount: () => setDiscounting('cart'),
    };
  }, []);
  const totals = cartTotals(
    cart,
    { taxRatePercent: till?.taxRatePercent ?? 0, deliveryFee: 0 },
    cartDiscount ?? undefined,
  );
  const exchangeCredit = exchange?.credit;
  const exchangeSaleId = exchange?.saleReturn.saleId;
  // Kept as the same object while the exchange is: the memoized cart panel renders again only when it changes.
  const cartExchange = useMemo(
    () =>
      exchangeSaleId !== undefined && exchangeCredit !== undefined
        ? {
            saleId: exchangeSaleId,
            credit: exchangeCredit,
            onComplete: actions.completeExchange,
            onCancel: () => onExchangeCancel?.(),
          }
        : undefined,
    [exchangeSaleId, exchangeCredit, actions, onExchangeCancel],
  );
  const applyDiscount = (discount: Discount | undefined) => {
    if (discounting === 'cart') setCartDiscount(discount ?? null);
    else if (discounting)
      setCart(
        cart.map((line) => {
          if (line.id !== discounting.id) return line;
          const { discount: _, ...rest } = line;
          return discount ? { ...rest, discount } : rest;
        }),
      );
  };
  // A scanned barcode adds its item as a press on its tile does.
  useTillScanner(products, actions.add, (notice) => latest.current.onNotice(notice), {
    isEnabled: paying === null && discounting === null,
  });

  // The product side does not change with the cart: the same element is not rendered again.
  const productsPanel = useMemo(
    () => (
      <Card as="section" aria-label="Products">
        <SearchField
          aria-label="Search products"
          placeholder={POS_SEARCH_PLACEHOLDER}
          value={query}
          onChange={setQuery}
        />
        {isLoading ? (
          <SkeletonGroup label="Loading products">
            <Grid minItemWidth="xs" gap="3">
              {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                <Card key={n} variant="outline" padding="sm">
                  <Stack gap="2">
                    <Skeleton width="3/4" />
                    <Skeleton width="1/2" size="sm" />
                    <Skeleton width="1/4" />
                  </Stack>
                </Card>
              ))}
            </Grid>
          </SkeletonGroup>
        ) : (
          <Box data-results-for={query}>
            {shown.length === 0 ? (
              <EmptyState
                icon={Search}
                title="No products found"
                description={
                  products.length === 0
                    ? 'There are no products to sell yet.'
                    : 'Try a different name or category.'
                }
              />
            ) : (
              <Stack gap="4">
                <Grid minItemWidth="xs" lazyItemHeight="xs" gap="3">
                  {shown.map((product, slot) => (
                    // Keyed by position: a new search fills the same tiles with other products
                    // instead of building them anew.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the tiles keep no state of their own
                    <ProductTile key={slot} product={product} onAdd={actions.add} />
                  ))}
                </Grid>
                {footer}
              </Stack>
            )}
          </Box>
        )}
      </Card>
    ),
    [query, setQuery, isLoading, shown, footer, products.length, actions],
  );
  const park = async () => {
    if (!parking || cart.length === 0) return;
    try {
      await parking.onPark({
        lines: [...cart],
        ...(cartDiscount ? { cartDiscount } : {}),
        ...(customer ? { customerId: customer.id } : {}),
      });
      setCart([]);
      setCartDiscount(null);
      setCustomer(null);
    } catch {
      // The cart stays as it was; the failure's notice is the app's to show.
    }
  };
  const resume = async (parked: ParkedCart) => {
    if (!parking) return;
    try {
      const { cart: taken, customer: buyer } = await parking.onResume(parked);
      setCart(taken.lines);
      setCartDiscount(taken.cartDiscount ?? null);
      setCustomer(buyer);
      setParkedOpen(false);
    } catch {
      // Gone already (another till resumed it): the notice says so, and the list is read again.
    }
  };
  const cartPanel = (
    <CartPanel
      cart={cart}
      totals={totals}
      {...(cartDiscount ? { cartDiscount } : {})}
      {...(till ? { till } : {})}
      isPending={isPending}
      onQuantityChange={actions.setQuantity}
      onLineDiscount={actions.lineDiscount}
      onCartDiscount={actions.cartDiscount}
      onClear={actions.clear}
      onPay={actions.pay}
      onDeliver={actions.deliver}
      // A customer with payment terms may buy on account.
      {...(customer?.paymentTermsDays !== undefined ? { onAccount: actions.account } : {})}
      {...(findCustomers ? { customerName: customer ? customer.name : WALK_IN_NAME } : {})}
      {...(cartExchange ? { exchange: cartExchange } : {})}
      customer={
        findCustomers && (
          <SaleCustomer
            value={customer}
            onChange={setCustomer}
            findCustomers={findCustomers}
            {...(onCreateCustomer ? { onCreate: onCreateCustomer } : {})}
          />
        )
      }
    />
  );
  // The header keeps its identity across cart changes: it parks the cart as it is when pressed.
  const parkNow = useRef(park);
  parkNow.current = park;
  const parkedCount = parking?.carts.length;
  const canPark = cart.length > 0 && !isPending;
  const header = useMemo(
    () => (
      <PageHeader
        title="Point of Sale"
        description="Add products to the cart, then take payment or arrange delivery."
        actions={
          <Inline gap="2">
            {parkedCount !== undefined && (
              <>
                <Button
                  variant="outline"
                  icon={PauseCircle}
                  isDisabled={!canPark}
                  onPress={() => parkNow.current()}
                >
                  Park Cart
                </Button>
                <Button variant="outline" onPress={() => setParkedOpen(true)}>
                  {`Parked Carts (${parkedCount})`}
                </Button>
              </>
            )}
            {returnsHref && (
              <Link href={returnsHref} appearance="outline" icon={RotateCcw}>
                Return
              </Link>
            )}
            {drawerHref && (
              <Link href={drawerHref} appearance="outline" icon={Wallet}>
                Cash Drawer
              </Link>
            )}
          </Inline>
        }
      />
    ),
    [drawerHref, returnsHref, parkedCount, canPark],
  );

  const discountLine =
    discounting && discounting !== 'cart' ? cart.find((line) => line.id === discounting.id) : undefined;
  const currentDiscount = discountLine ? discountLine.discount : cartDiscount;

  // From a tablet up the cart stands beside the grid, in view as the grid scrolls; on a
  // phone a bar at the bottom sums it up and opens it.
  return (
    <CurrencyProvider currency={till?.currency ?? shownCurrency}>
      <Inline gap="6" align="flex-start" wrap={false}>
        <Stack gap="6" flexGrow="1" minWidth="0">
          {header}
          {productsPanel}
          <BottomBar aria-label="Cart summary">
            <CartBar itemCount={totals.itemCount} total={totals.total} onOpen={() => setCartOpen(true)} />
          </BottomBar>
        </Stack>
        <StickyColumn>{cartPanel}</StickyColumn>
        {isCartOpen && isPhone && (
          <Dialog title="Current Sale" isOpen onOpenChange={setCartOpen}>
            {cartPanel}
          </Dialog>
        )}
        {paying && till && (
          <TenderDialog
            total={exchange ? Math.max(0, totals.total - exchange.credit) : totals.total}
            methods={PAYMENT_OPTIONS.map((option) => option.value).filter((method) => till.payments[method])}
            firstMethod={paying}
            // A customer on record's store credit; an exchange's difference is paid by the till's methods.
            {...(customer?.storeCredit && !exchange ? { storeCredit: customer.storeCredit } : {})}
            isPending={isPending}
            onComplete={actions.tender}
            onClose={() => setPaying(null)}
          />
        )}
        {isParkedOpen && parking && (
          <ParkedCartsDialog
            carts={parking.carts}
            timezone={till?.timezone ?? 'UTC'}
            isCartInUse={cart.length > 0}
            onResume={resume}
            onClose={() => setParkedOpen(false)}
          />
        )}
        {discounting && (
          <DiscountDialog
            title={discountLine ? `Discount on ${discountLine.name}` : 'Cart Discount'}
            base={
              discountLine
                ? lineTotal(discountLine)
                : totals.subtotal - (totals.discount - totals.cartDiscount)
            }
            {...(currentDiscount ? { current: currentDiscount } : {})}
            cashierLimitPercent={till?.cashierDiscountLimitPercent ?? 0}
            onApply={applyDiscount}
            onClose={() => setDiscounting(null)}
          />
        )}
      </Inline>
    </CurrencyProvider>
  );
}

/** The phone's cart summary: how many items, the total, and the button that opens the cart. */
const CartBar = memo(function CartBar({
  itemCount,
  total,
  onOpen,
}: {
  itemCount: number;
  total: number;
  onOpen: () => void;
}) {
  const { format: formatMoney } = useMoney();
  return (
    <Inline justify="space-between" gap="3" wrap={false}>
      <Stack gap="0.5">
        <Text size="sm" tone="muted">
          {itemCount === 0 ? 'Cart is empty' : `${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
        </Text>
        <Text weight="bold" size="lg" tabular>
          {formatMoney(total)}
        </Text>
      </Stack>
      <Button icon={ShoppingCart} onPress={onOpen}>
        View Cart
      </Button>
    </Inline>
  );
});

const ProductTile = memo(function ProductTile({
  product,
  onAdd,
}: {
  product: PosProduct;
  onAdd: (product: PosProduct) => void;
}) {
  const { format: formatMoney } = useMoney();
  return (
    <Tile padding="sm" onPress={() => onAdd(product)}>
      <Stack gap="1" flexGrow="1">
        <Text weight="medium" size="sm">
          {product.name}
        </Text>
        <Text tone="muted" size="xs">
          {product.category}
        </Text>
      </Stack>
      <Inline justify="space-between" gap="2">
        <Text weight="semibold" tabular>
          {formatMoney(product.price)}
        </Text>
        {product.stock > 0 ? (
          <Text tone="muted" size="xs" tabular>
            {`${product.stock} in stock`}
          </Text>
        ) : (
          <Text tone="critical" size="xs" weight="medium">
            Out of Stock
          </Text>
        )}
      </Inline>
    </Tile>
  );
});
