import type { Customer } from '@warehouse/domain/people';
import { addToCart, type Cart, type CartLine, type Discount, type PosProduct } from '@warehouse/domain/pos';
import type { TillExchange } from '@warehouse/domain/returns';
import { createContext, type ReactNode, use, useState, useSyncExternalStore } from 'react';

/** The sale the till is making: its lines, the cart's discount and the customer. */
interface TillSale {
  cart: Cart;
  cartDiscount: Discount | null;
  customer: Customer | null;
  /** Items coming back from Return Items, their credit towards this sale (null: no exchange). */
  exchange: TillExchange | null;
}

/**
 * The till's sale, held above the routes for the signed-in session: the POS shows and changes it
 * (leaving the POS and coming back finds it as it was), and the Scan screen's "Add to Cart" adds
 * to it (a scanned item waits there for the till). A sign-out drops it with the session.
 */
function createTillCart() {
  let sale: TillSale = { cart: [], cartDiscount: null, customer: null, exchange: null };
  const listeners = new Set<() => void>();
  const change = (patch: Partial<TillSale>) => {
    sale = { ...sale, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    get: (): TillSale => sale,
    set: (cart: CartLine[]) => change({ cart }),
    setCartDiscount: (cartDiscount: Discount | null) => change({ cartDiscount }),
    setCustomer: (customer: Customer | null) => change({ customer }),
    setExchange: (exchange: TillExchange | null) => change({ exchange }),
    /** One more unit of the item, as a press on its tile adds. */
    add: (product: Pick<PosProduct, 'id' | 'name' | 'price'>) =>
      change({ cart: addToCart(sale.cart, product) }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type TillCart = ReturnType<typeof createTillCart>;
const TillCartContext = createContext<TillCart | null>(null);

export function TillCartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createTillCart);
  return <TillCartContext value={store}>{children}</TillCartContext>;
}

function useStore(): TillCart {
  const store = use(TillCartContext);
  if (!store) throw new Error('useTillCart needs a TillCartProvider above it');
  return store;
}

/** The till's sale and the ways to change it (the POS screen's controlled cart, discount and customer). */
export function useTillCart() {
  const store = useStore();
  const sale = useSyncExternalStore(store.subscribe, store.get, store.get);
  return {
    ...sale,
    setCart: store.set,
    setCartDiscount: store.setCartDiscount,
    setCustomer: store.setCustomer,
    setExchange: store.setExchange,
  };
}

/** Starts an exchange at the till from anywhere in the app (Return Items). */
export function useStartTillExchange(): TillCart['setExchange'] {
  return useStore().setExchange;
}

/** Adds one unit of an item to the till's cart from anywhere in the app. */
export function useAddToTillCart(): TillCart['add'] {
  return useStore().add;
}
