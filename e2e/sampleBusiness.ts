import { createMemoryApi, everyItem } from '@warehouse/domain/contract';
import { posEntriesOf } from '@warehouse/domain/pos';
import { sampleDeliveries } from '@warehouse/domain/sample';

// What the app shows when it starts, computed the way the app computes it: from the sample
// business's catalogue and stock ledger. Tests compare the screens against these.
const api = createMemoryApi();

export const sampleInventory = await everyItem((q) => api.listProducts(q));
export const samplePosCatalogue = posEntriesOf(await api.listPosProducts());
export const sampleShelving = await everyItem((q) => api.listShelves(q));
// The sample's sales and customers as the server seeds them today (a history of the last
// two months, relative to today, besides the spec's own).
export const sampleSalesList = await everyItem((q) => api.listSales(q));
export const sampleCustomerList = await everyItem((q) => api.listCustomers(q));
/** Sample sales that have no delivery yet, newest first: what Create Delivery can be asked for. */
export const salesWithoutDelivery = sampleSalesList.filter(
  (sale) => !sampleDeliveries.some((delivery) => delivery.orderId === sale.id),
);
/** The id the next recorded sale gets: the one after the sample history's highest. */
export const nextSampleOrderId = `ORD-${Math.max(...sampleSalesList.map((sale) => Number(sale.id.slice(4)))) + 1}`;
