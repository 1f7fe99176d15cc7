// Parked carts in the in-memory contract: kept in a list, newest first; a resume takes one out.
import type { WarehouseApi } from '../contract/contract';
import { NotFoundError } from '../contract/errors';
import { pageOfList } from '../contract/page';
import type { CustomerRecord } from '../people/people';
import { checkedCartToPark, type ParkedCart, parkedFigures, WALK_IN_NAME } from './parkedCart';

export function memoryParkedCarts(
  now: () => string,
  seller: () => string,
  customer: (id: string) => CustomerRecord | undefined,
): Pick<WarehouseApi, 'parkCart' | 'listParkedCarts' | 'resumeParkedCart'> {
  let parked: ParkedCart[] = [];
  let made = 0;
  return {
    parkCart: async (input) => {
      const cart = checkedCartToPark(input);
      const buyer = cart.customerId ? customer(cart.customerId) : undefined;
      if (cart.customerId && !buyer) throw new NotFoundError('Customer', cart.customerId);
      made += 1;
      const kept: ParkedCart = {
        ...structuredClone(cart),
        id: `PARK-${made}`,
        customerName: buyer?.name ?? WALK_IN_NAME,
        ...parkedFigures(cart.lines),
        parkedBy: seller(),
        parkedAt: now(),
      };
      parked = [kept, ...parked];
      return structuredClone(kept);
    },
    listParkedCarts: async (query = {}) => structuredClone(pageOfList(parked, query, (cart) => cart.id)),
    resumeParkedCart: async (id) => {
      const found = parked.find((cart) => cart.id === id);
      if (!found) throw new NotFoundError('Parked cart', id);
      parked = parked.filter((cart) => cart !== found);
      return found;
    },
  };
}
