import { type CheckoutInput, newIdempotencyKey } from '@warehouse/domain/contract';
import { formatMoney } from '@warehouse/domain/format';
import {
  addToCart,
  type Cart,
  type CartLine,
  type CheckoutChoice,
  cartTotals,
  type DeliveryOption,
  type PaymentMethod,
  type PosProduct,
  setQuantity,
} from '@warehouse/domain/pos';
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
  PageHeader,
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
} from '@warehouse/ui';
import { memo, useMemo, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useShowMore } from '../shared/useShowMore';
import { CartPanel } from './CartPanel';
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
  /**
   * A payment or delivery choice with the cart's lines. The cart empties afterwards (once the
   * returned promise resolves, if any; a rejection keeps the cart, and its notice is the caller's).
   */
  onCheckout: (input: CheckoutInput) => unknown;
}

/** Point of Sale (§2.5, §4): product grid with search, the cart, Delivery Options and Payment. */
export function PosScreen({
  products,
  isLoading = false,
  query: controlledQuery,
  onQueryChange,
  cart: controlledCart,
  onCartChange,
  onCheckout,
}: PosScreenProps) {
  const [query, setQuery] = useControlledState(controlledQuery, '', onQueryChange);
  const [localCart, setLocalCart] = useState<Cart>([]);
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
  const latest = useRef({ cart, setCart, isPending, onCheckout });
  latest.current = { cart, setCart, isPending, onCheckout };
  const actions = useMemo(() => {
    const checkout = async (choice: CheckoutChoice) => {
      const { cart: current, isPending: pending, onCheckout: submit } = latest.current;
      if (current.length === 0 || pending) return;
      setPending(true);
      try {
        await submit({ lines: [...current], choice, idempotencyKey: saleKey.current });
        latest.current.setCart([]);
        setCartOpen(false);
      } catch {
        // The cart keeps its lines; the failure's notice is the app's to show.
      } finally {
        setPending(false);
      }
    };
    return {
      add: (product: PosProduct) => latest.current.setCart(addToCart(latest.current.cart, product)),
      setQuantity: (line: CartLine, quantity: number) =>
        latest.current.setCart(setQuantity(latest.current.cart, line.id, quantity)),
      clear: () => latest.current.setCart([]),
      pay: (method: PaymentMethod) => checkout({ kind: 'payment', method }),
      deliver: (option: DeliveryOption) => checkout({ kind: 'delivery', option }),
    };
  }, []);
  // A scanned barcode adds its item as a press on its tile does.
  useTillScanner(products, actions.add);

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
  const header = useMemo(
    () => (
      <PageHeader
        title="Point of Sale"
        description="Add products to the cart, then take payment or arrange delivery."
      />
    ),
    [],
  );

  const cartPanel = (
    <CartPanel
      cart={cart}
      isPending={isPending}
      onQuantityChange={actions.setQuantity}
      onClear={actions.clear}
      onPay={actions.pay}
      onDeliver={actions.deliver}
    />
  );

  // From a tablet up the cart stands beside the grid, in view as the grid scrolls; on a
  // phone a bar at the bottom sums it up and opens it.
  return (
    <Inline gap="6" align="flex-start" wrap={false}>
      <Stack gap="6" flexGrow="1" minWidth="0">
        {header}
        {productsPanel}
        <BottomBar aria-label="Cart summary">
          <CartBar cart={cart} onOpen={() => setCartOpen(true)} />
        </BottomBar>
      </Stack>
      <StickyColumn>{cartPanel}</StickyColumn>
      {isCartOpen && isPhone && (
        <Dialog title="Current Sale" isOpen onOpenChange={setCartOpen}>
          {cartPanel}
        </Dialog>
      )}
    </Inline>
  );
}

/** The phone's cart summary: how many items, the total, and the button that opens the cart. */
const CartBar = memo(function CartBar({ cart, onOpen }: { cart: Cart; onOpen: () => void }) {
  const { itemCount, total } = cartTotals(cart);
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
        <Text tone="muted" size="xs" tabular>
          {`${product.stock} in stock`}
        </Text>
      </Inline>
    </Tile>
  );
});
