import { addToCart, type Cart, type CartLine, type PosProduct } from '@warehouse/domain/pos';
import { createContext, type ReactNode, use, useState, useSyncExternalStore } from 'react';

/**
 * The till's cart, held above the routes for the signed-in session: the POS shows and changes it,
 * and the Scan screen's "Add to Cart" adds to it (a scanned item waits there for the till). A
 * sign-out drops it with the session.
 */
function createTillCart() {
  let cart: Cart = [];
  const listeners = new Set<() => void>();
  const set = (next: Cart) => {
    cart = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): Cart => cart,
    set: (next: CartLine[]) => set(next),
    /** One more unit of the item, as a press on its tile adds. */
    add: (product: Pick<PosProduct, 'id' | 'name' | 'price'>) => set(addToCart(cart, product)),
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

/** The till's cart and the way to replace it (the POS screen's controlled cart). */
export function useTillCart(): [Cart, (next: CartLine[]) => void] {
  const store = useStore();
  const cart = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [cart, store.set];
}

/** Adds one unit of an item to the till's cart from anywhere in the app. */
export function useAddToTillCart(): TillCart['add'] {
  return useStore().add;
}
