import {
  addToCart,
  type Cart,
  type CartLine,
  type CheckoutChoice,
  type CheckoutInput,
  formatMoney,
  isValidationError,
  type PosProduct,
  posProductSearchFields,
  setQuantity,
} from '@warehouse/domain';
import {
  Box,
  Card,
  EmptyState,
  Grid,
  Inline,
  notify,
  PageHeader,
  Search,
  SearchField,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  Tile,
} from '@warehouse/ui';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../shared/useControllableState';
import { useDeferredQuery } from '../shared/useDeferredQuery';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useShowMore } from '../shared/useShowMore';
import { CartPanel } from './CartPanel';

export const POS_SEARCH_PLACEHOLDER = 'Search products by name or category...';

/** How many product tiles show at once; "Show more" adds as many again. */
export const POS_PAGE_SIZE = 48;

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
   * returned promise resolves, if any; a rejection keeps the cart and shows its notice).
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
  const [query, setQuery] = useControllableState(controlledQuery, onQueryChange, '');
  const [localCart, setLocalCart] = useState<Cart>([]);
  const cart = controlledCart ?? localCart;
  const setCart = (next: CartLine[]) => {
    if (controlledCart === undefined) setLocalCart(next);
    onCartChange?.(next);
  };
  const [isPending, setPending] = useState(false);

  const search = useSearchIndex(products, posProductSearchFields);
  const { deferredQuery, resultsProps } = useDeferredQuery(query);
  const matches = useMemo(() => search(deferredQuery), [search, deferredQuery]);
  const { shown, footer } = useShowMore(matches, {
    pageSize: POS_PAGE_SIZE,
    noun: 'products',
    resetKey: deferredQuery,
  });
  // A product press adds to the latest cart without re-rendering the other tiles.
  const latest = useRef({ cart, setCart });
  latest.current = { cart, setCart };
  const addProduct = useCallback((product: PosProduct) => {
    const { cart: current, setCart: set } = latest.current;
    set(addToCart(current, product));
  }, []);

  const checkout = async (choice: CheckoutChoice) => {
    if (cart.length === 0 || isPending) return;
    setPending(true);
    try {
      await onCheckout({ lines: [...cart], choice });
      setCart([]);
    } catch (error) {
      const notice = isValidationError(error) ? error.notice : undefined;
      notify.destructive(
        notice?.title ?? 'Checkout failed',
        notice?.message ?? String((error as Error)?.message ?? error),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Point of Sale"
        description="Add products to the cart, then take payment or arrange delivery."
      />
      <Inline gap="6" align="flex-start" wrap={false}>
        <Box flexGrow="1" minWidth="0">
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
              <Box {...resultsProps}>
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
                    <Grid minItemWidth="xs" gap="3">
                      {shown.map((product) => (
                        <ProductTile key={product.id} product={product} onAdd={addProduct} />
                      ))}
                    </Grid>
                    {footer}
                  </Stack>
                )}
              </Box>
            )}
          </Card>
        </Box>
        <Box flexGrow="1" minWidth="0" maxWidth="content">
          <CartPanel
            cart={cart}
            isPending={isPending}
            onQuantityChange={(line, quantity) => setCart(setQuantity(cart, line.id, quantity))}
            onClear={() => setCart([])}
            onPay={(method) => checkout({ kind: 'payment', method })}
            onDeliver={(option) => checkout({ kind: 'delivery', option })}
          />
        </Box>
      </Inline>
    </Stack>
  );
}

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
