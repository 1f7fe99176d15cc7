import { formatCount } from '../format/format';
import type { StatCard } from '../overview/overview';
import type { CatalogueIndex } from './catalogueIndex';
import { productOnHand, type StockReader } from './figures';

/**
 * The dashboard's cards with the stock figures computed: "Products in Stock" (units on hand over
 * every location, of the products Inventory lists) and "Low Stock Items" (`lowStockCount`, what
 * Low Stock lists, computed once for the whole dashboard). The money and order cards keep the
 * given values until sales carry their history.
 */
export function dashboardStats(
  cards: readonly StatCard[],
  catalogue: CatalogueIndex,
  stock: StockReader,
  lowStockCount: number,
): StatCard[] {
  const computed: Record<string, () => number> = {
    'Products in Stock': () =>
      catalogue.productsOnSale().reduce((sum, product) => sum + productOnHand(product, stock), 0),
    'Low Stock Items': () => lowStockCount,
  };
  return cards.map((card) => {
    const figure = computed[card.title];
    return figure ? { ...card, value: formatCount(figure()) } : { ...card };
  });
}
