// A whole business at the benchmark's real sizes, for the server's bench database: the
// generated catalogue and its opening stock, customers, two years of sales sold at the Downtown
// Store's till with their lines and stock movements, deliveries, riders and purchase orders.
// Deterministic for a day and a seed. Its sales are spread over the two years before `today`, so
// this month's figures read what a real month holds, not the whole history.
import { itemName, itemPrice, stockItemsOf } from '../catalogue/catalogue';
import { addDays } from '../format/format';
import type { CustomerRecord } from '../people/people';
import { PAYMENT_METHODS } from '../pos/pos';
import type { Sale, SoldLine } from '../pos/sale';
import type { PurchaseOrder } from '../purchasing/purchase';
import type { StockChange, StockLine } from '../stock/ledger';
import { generateCustomers, generateDeliveries, generateRiders, pad } from './generate';
import { generateCatalogue } from './generateCatalogue';
import { createRandom, pick, randomInt } from './prng';
import { historyAmount } from './salesHistory';
import { sampleSeed } from './seed';
import type { Seed } from './seedTypes';

/** The sizes of the server's bench. */
const BENCH_BUSINESS_SIZES = {
  products: 100_000,
  shelves: 5_000,
  sales: 220_000,
  customers: 20_000,
  deliveries: 50_000,
  riders: 2_000,
  purchaseOrders: 5_000,
} as const;

export type BenchBusinessSizes = { [K in keyof typeof BENCH_BUSINESS_SIZES]: number };

/** The till the generated sales are sold at (generateCatalogue stocks its floor). */
const TILL_BIN = 'DT-FLOOR';
const HISTORY_DAYS = 730;
/** One sale in this many was cancelled at the till (nothing left the shelf); the newest are still open. */
const CANCELLED_ONE_IN = 40;
const OPEN_NEWEST = 40;
/** What a restock of an item that ran short brings to the till. */
const RESTOCK = 24;
/** One sale in this many is to a walk-in; the rest to customers on record, each invoiced. */
const WALK_IN_ONE_IN = 20;

type Random = () => number;

/** `n` sales from the day after `firstDay` to today, oldest first, each of one to six lines. */
function benchSales(
  random: Random,
  firstDay: string,
  seed: Pick<Seed, 'catalogue' | 'stockHistory'>,
  n: number,
  customers: readonly CustomerRecord[],
) {
  const items = seed.catalogue
    .flatMap(stockItemsOf)
    .map((item) => ({ id: item.id, name: itemName(item), price: itemPrice(item) }));
  // What the till holds: an item that runs short is restocked before the sale (stock never goes negative).
  const onFloor = new Map<string, number>();
  for (const change of seed.stockHistory)
    for (const line of change.lines)
      if (line.binId === TILL_BIN) onFloor.set(line.itemId, (onFloor.get(line.itemId) ?? 0) + line.quantity);
  const sales: Sale[] = [];
  const saleLines: Record<string, SoldLine[]> = {};
  const stockHistory: StockChange[] = [];
  for (let k = 0; k < n; k++) {
    // Evenly over the days, and through each day's opening hours (09:00 to 20:59) in order.
    const moment = ((k + 0.5) * HISTORY_DAYS) / n;
    const date = addDays(firstDay, Math.floor(moment) + 1);
    const minute = Math.floor((moment % 1) * 12 * 60);
    const at = `${date}T${pad(9 + Math.floor(minute / 60), 2)}:${pad(minute % 60, 2)}:00`;
    const cancelled = k < n - OPEN_NEWEST && random() < 1 / CANCELLED_ONE_IN;
    const lines: SoldLine[] = [];
    const restock: StockLine[] = [];
    for (let wanted = randomInt(random, 1, 6); lines.length < wanted; ) {
      const item = pick(random, items);
      if (lines.some((line) => line.id === item.id)) continue;
      const quantity = randomInt(random, 1, 3);
      const left = onFloor.get(item.id) ?? 0;
      if (left < quantity) restock.push({ itemId: item.id, binId: TILL_BIN, quantity: RESTOCK });
      if (!cancelled) onFloor.set(item.id, left + (left < quantity ? RESTOCK : 0) - quantity);
      lines.push({ ...item, quantity });
    }
    const id = `ORD-G${pad(k + 1, 6)}`;
    if (restock.length > 0)
      stockHistory.push({
        kind: 'receipt',
        at,
        by: 'admin',
        document: { kind: 'restock', id: `RESTOCK-${id}` },
        lines: restock,
      });
    const customer = random() < 1 / WALK_IN_ONE_IN ? undefined : pick(random, customers);
    sales.push({
      id,
      customer: customer?.name ?? 'Walk-in Customer',
      amount: historyAmount(lines),
      status: cancelled
        ? 'cancelled'
        : k >= n - OPEN_NEWEST
          ? k % 2 === 0
            ? 'pending'
            : 'processing'
          : 'completed',
      paymentMethod: pick(random, PAYMENT_METHODS),
      date,
      items: lines.reduce((sum, line) => sum + line.quantity, 0),
      ...(customer ? { customerId: customer.id } : {}),
    });
    saleLines[id] = lines;
    if (!cancelled)
      stockHistory.push({
        kind: 'sale',
        at,
        by: 'admin',
        document: { kind: 'sale', id },
        lines: lines.map((line) => ({ itemId: line.id, binId: TILL_BIN, quantity: line.quantity })),
      });
  }
  return { sales, saleLines, stockHistory };
}

/** Purchase orders of the catalogue's items from the sample's suppliers, not yet received (drafts, ordered, some cancelled). */
function benchPurchaseOrders(
  random: Random,
  today: string,
  catalogue: Seed['catalogue'],
  suppliers: Seed['suppliers'],
  n: number,
): PurchaseOrder[] {
  return Array.from({ length: n }, (_, k) => {
    const orderDate = addDays(today, -Math.floor(((n - k) * 365) / n));
    // One line per item: an order's line id is the stock item it orders.
    const items = Array.from({ length: randomInt(random, 1, 4) }, () =>
      pick(random, stockItemsOf(pick(random, catalogue))),
    );
    const lines = items
      .filter((item, index) => items.findIndex((other) => other.id === item.id) === index)
      .map((item) => {
        const quantity = randomInt(random, 10, 200);
        const unitPrice = item.product.cost;
        return {
          id: item.id,
          productName: itemName(item),
          sku: item.sku,
          quantity,
          unitPrice,
          total: quantity * unitPrice,
          received: 0,
        };
      });
    const status = pick(random, ['draft', 'ordered', 'ordered', 'ordered', 'cancelled'] as const);
    return {
      id: `PO-G${pad(k + 1, 5)}`,
      supplierId: pick(random, suppliers).id,
      orderDate,
      expectedDelivery: addDays(orderDate, randomInt(random, 3, 30)),
      notes: '',
      priority: pick(random, ['low', 'medium', 'high', 'urgent'] as const),
      status,
      lines,
      total: lines.reduce((sum, line) => sum + line.total, 0),
      cancelReason: status === 'cancelled' ? 'Supplier could not deliver' : '',
    };
  });
}

/**
 * The benchmark's business as it stands on `today` (YYYY-MM-DD): the sample's categories,
 * locations, suppliers, settings and account, around generated lists at `sizes`. Lists are newest
 * first, as the seed's are.
 */
export function benchBusiness(
  today: string,
  sizes: BenchBusinessSizes = BENCH_BUSINESS_SIZES,
  seed = 18,
): Seed {
  const random = createRandom(seed);
  const base = sampleSeed(today);
  const catalogue = generateCatalogue(sizes, seed);
  const customers = generateCustomers(sizes.customers, seed).map(({ id, name, email, phone, address }) => ({
    id,
    name,
    email,
    phone,
    address,
  }));
  const firstDay = addDays(today, -HISTORY_DAYS);
  // The stock opened the day before the first sale.
  const opening = catalogue.stockHistory.map((change) => ({ ...change, at: `${firstDay}T08:00:00` }));
  const sold = benchSales(random, firstDay, { ...catalogue, stockHistory: opening }, sizes.sales, customers);
  const riders = generateRiders(sizes.riders, seed);
  return {
    ...base,
    ...catalogue,
    stockHistory: [...opening, ...sold.stockHistory],
    sales: sold.sales.reverse(),
    saleLines: sold.saleLines,
    customers: customers.reverse(),
    riders,
    deliveries: generateDeliveries(sizes.deliveries, seed, riders).reverse(),
    purchaseOrders: benchPurchaseOrders(
      random,
      today,
      catalogue.catalogue,
      base.suppliers,
      sizes.purchaseOrders,
    ).reverse(),
  };
}
