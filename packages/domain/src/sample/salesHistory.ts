// The sample business's sales as a history, from which every sales figure is computed:
// - the named customers' orders from 2023 on, before the books opened: totals without lines, so
//   that each customer's figures come out as the spec's sample;
// - the last two months before today, sold at the Downtown Store's till with real lines and stock
//   movements, restocked each morning with what the day sells: this month's revenue, orders and new
//   customers are the spec's (§2.5 Analytics), and last month's are what its changes say.
// Deterministic: the same day gives the same history.
import type { CatalogueProduct } from '../catalogue/catalogue';
import { itemName, itemPrice, stockItemsOf } from '../catalogue/catalogue';
import { addDays } from '../format/format';
import { type Cents, roundCents } from '../format/money';
import { type DaySpan, figureMonths } from '../overview/salesFigures';
import type { Customer, CustomerRecord } from '../people/people';
import { PAYMENT_METHODS } from '../pos/pos';
import type { Sale, SoldLine } from '../pos/sale';
import type { StockChange } from '../stock/ledger';
import { phoneBook } from './phoneBook';
import { createRandom, pick, randomInt, shuffled } from './prng';

/** §2.5 Analytics: this month's figures, and last month's as its changes give them (+20.1%, +13.6%, +12.6%). */
export const SAMPLE_MONTHS = {
  current: { revenue: 4_523_189, orders: 1_250, newCustomers: 428 },
  previous: { revenue: 3_766_186, orders: 1_100, newCustomers: 380 },
} as const;

/** §2.3 The Sales badge: of this month's orders, those made today (the rest fall on the days before). */
export const SAMPLE_SALES_TODAY = 23;

/** Of a month's orders, the share bought again by customers who already had one. */
const REPEAT_SHARE = 0.3;
/** The newest sales still open (pending, processing): with the spec's four, its Orders badge's 8. */
const OPEN_NEWEST = 4;
const WALK_IN = 'Walk-in Customer';

export interface SalesHistory {
  /** Every sale, oldest first. */
  sales: Sale[];
  /** The lines of each sale that has them (those of the last two months). */
  saleLines: Record<string, SoldLine[]>;
  /** Customers who first bought in the last two months, in the order they did. */
  customers: CustomerRecord[];
  /** Weekly restocks and the sales' stock movements, oldest first. */
  stockHistory: StockChange[];
  /** The first day of the history's stock movements. */
  firstDay: string;
}

interface Basket {
  lines: SoldLine[];
  amount: Cents;
}

type Random = () => number;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/**
 * The sample history's amount for its lines: the prototype's 8% on the whole subtotal, rounded
 * once (the till now charges the settings' rate per line; the history keeps what it was sold at).
 */
export function historyAmount(lines: readonly SoldLine[]): Cents {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return subtotal + roundCents((subtotal * PROTOTYPE_TAX_PERCENT) / 100);
}

/** §9 The prototype's fixed tax on a sale, a percentage. */
const PROTOTYPE_TAX_PERCENT = 8;

const basketOf = (lines: SoldLine[]): Basket => ({ lines, amount: historyAmount(lines) });

/**
 * The named customers' earlier orders: with the sample sales that name them, each customer's
 * counted orders, spending, first and last order are the fixture's. Amounts only, no lines.
 */
function namedCustomersOrders(random: Random, named: readonly Customer[], sampleSales: readonly Sale[]) {
  const sales: Omit<Sale, 'id'>[] = [];
  for (const customer of named) {
    const theirs = sampleSales.filter(
      (sale) => sale.customerId === customer.id && sale.status !== 'cancelled',
    );
    const days = theirs.map((sale) => sale.date);
    const count = customer.totalOrders - theirs.length;
    let left = customer.totalSpent - theirs.reduce((sum, sale) => sum + sale.amount, 0);
    if (count < 0 || (count === 0 && left !== 0) || left < count * 100)
      throw new RangeError(`The sample sales of ${customer.name} do not fit their figures`);
    const wanted = [customer.firstOrder, customer.lastOrder].filter((day) => !days.includes(day));
    for (let k = 0; k < count; k++) {
      const date =
        wanted[k] ??
        addDays(
          customer.firstOrder,
          randomInt(random, 1, daysBetween(customer.firstOrder, customer.lastOrder) - 1),
        );
      const share =
        k === count - 1 ? left : Math.max(100, Math.round((left / (count - k)) * (0.5 + random())));
      const amount = Math.min(share, left - (count - k - 1) * 100);
      left -= amount;
      sales.push({
        customer: customer.name,
        customerId: customer.id,
        amount,
        status: 'completed',
        paymentMethod: pick(random, PAYMENT_METHODS),
        date,
        items: randomInt(random, 1, 4),
      });
    }
  }
  return sales;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** Baskets of a catalogue's items by amount: one to four units of an item, or one or two of two items. */
function basketsByAmount(catalogue: readonly CatalogueProduct[]) {
  const items = catalogue
    .filter((product) => !product.archived)
    .flatMap(stockItemsOf)
    .map((item) => ({ id: item.id, name: itemName(item), price: itemPrice(item) }));
  const line = (item: (typeof items)[number], quantity: number): SoldLine => ({ ...item, quantity });
  const byAmount = new Map<Cents, Basket>();
  const remember = (basket: Basket) => {
    if (!byAmount.has(basket.amount)) byAmount.set(basket.amount, basket);
  };
  items.forEach((a, i) => {
    for (let qa = 1; qa <= 4; qa++) remember(basketOf([line(a, qa)]));
    for (const b of items.slice(i + 1))
      for (let qa = 1; qa <= 2; qa++)
        for (let qb = 1; qb <= 2; qb++) remember(basketOf([line(a, qa), line(b, qb)]));
  });
  const amounts = [...byAmount.keys()].sort((a, b) => a - b);
  return {
    /** One of the few baskets nearest to `target`. */
    near(r: Random, target: Cents): Basket {
      let low = 0;
      let high = amounts.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((amounts[middle] as number) < target) low = middle + 1;
        else high = middle;
      }
      const index = Math.min(Math.max(low + randomInt(r, -3, 2), 0), amounts.length - 1);
      return byAmount.get(amounts[index] as number) as Basket;
    },
    /** Two baskets that come to exactly `amount`, if there are. */
    exactPair(amount: Cents): [Basket, Basket] | undefined {
      for (const [first, basket] of byAmount) {
        const second = byAmount.get(amount - first);
        if (second) return [basket, second];
      }
      return undefined;
    },
  };
}

/**
 * Baskets for `orders` sales that come to exactly `revenue`: each near a random share of what is
 * left (so what is left keeps its average), the last two an exact pair.
 */
function monthBaskets(
  r: Random,
  baskets: ReturnType<typeof basketsByAmount>,
  orders: number,
  revenue: Cents,
) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const chosen: Basket[] = [];
    let left = revenue;
    while (chosen.length < orders - 2) {
      // Shares vary as real baskets do: many small, a few large (mean 1).
      const share = Math.min(Math.max(-Math.log(1 - r()), 0.2), 4);
      const basket = baskets.near(r, (left / (orders - chosen.length)) * share);
      chosen.push(basket);
      left -= basket.amount;
    }
    const pair = baskets.exactPair(left);
    if (pair) return [...chosen, ...pair];
  }
  throw new RangeError(`No baskets come to ${revenue} cents in ${orders} sales`);
}

type Buyer = { kind: 'new' } | { kind: 'repeat' } | { kind: 'walk-in' };

const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Noah',
  'Mia',
  'Ethan',
  'Zoe',
  'Lucas',
  'Chloe',
  'Mason',
  'Grace',
  'Ella',
  'Owen',
  'Hannah',
  'Caleb',
  'Nora',
  'Isaac',
  'Ruby',
  'Felix',
  'Iris',
  'Hugo',
  'Maya',
  'Leo',
  'Alice',
  'Omar',
  'Sofia',
  'Ravi',
  'Yuki',
  'Ines',
  'Kofi',
  'Elena',
];
const LAST_NAMES = [
  'Garcia',
  'Miller',
  'Moore',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Torres',
  'Parker',
  'Collins',
  'Edwards',
  'Stewart',
  'Morris',
  'Murphy',
];
const STREETS = [
  'Harbor Rd',
  'Mill Ln',
  'Sunset Blvd',
  'River St',
  'Park Ave',
  'Hillcrest Dr',
  'Orchard Way',
];
const AREAS = ['Downtown', 'Midtown', 'Uptown', 'East Side', 'West Side'];

/** The names not yet taken, in a fixed shuffled order. */
function nameDrawer(r: Random) {
  const names = shuffled(
    r,
    FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => [first, last] as const)),
  );
  let next = 0;
  return () => {
    const name = names[next++];
    if (!name) throw new RangeError('The sample has more new customers than names');
    return name;
  };
}

/**
 * The sample's history up to `today` (YYYY-MM-DD). `named` are the spec's customers with their
 * figures, `sampleSales` the spec's sales (their ids stay), `catalogue` what the till sells.
 */
export function sampleSalesHistory(
  today: string,
  named: readonly Customer[],
  sampleSales: readonly Sale[],
  catalogue: readonly CatalogueProduct[],
  tillBin: string,
): SalesHistory {
  const r = createRandom(14);
  const earlier = namedCustomersOrders(r, named, sampleSales).sort((a, b) => (a.date < b.date ? -1 : 1));
  const sales: Sale[] = earlier.map((sale, k) => ({ id: `ORD-${pad(k + 1, 4)}`, ...sale }));
  sales.push(...[...sampleSales].reverse());

  const baskets = basketsByAmount(catalogue);
  const months = figureMonths(today);
  const saleLines: Record<string, SoldLine[]> = {};
  const customers: CustomerRecord[] = [];
  const newPhone = phoneBook(named.map((customer) => customer.phone));
  const nextName = nameDrawer(r);
  let number = Math.max(...sampleSales.map((sale) => Number(sale.id.slice(4))));
  const sold: { at: string; id: string; lines: SoldLine[] }[] = [];

  for (const [span, target] of [
    [months.previous, SAMPLE_MONTHS.previous],
    [months.current, SAMPLE_MONTHS.current],
  ] as const) {
    const repeats = Math.round(target.orders * REPEAT_SHARE);
    const buyers: Buyer[] = shuffled(r, [
      ...Array.from({ length: target.newCustomers }, (): Buyer => ({ kind: 'new' })),
      ...Array.from({ length: repeats }, (): Buyer => ({ kind: 'repeat' })),
      ...Array.from(
        { length: target.orders - target.newCustomers - repeats },
        (): Buyer => ({ kind: 'walk-in' }),
      ),
    ]);
    const monthly = monthBaskets(r, baskets, target.orders, target.revenue);
    // This month's last sales are today's, as many as the Sales badge counts.
    const salesToday = span === months.current ? SAMPLE_SALES_TODAY : 0;
    const before: DaySpan = { from: span.from, to: salesToday > 0 ? addDays(today, -1) : span.to };
    const moments = buyers
      .map((_, k) => momentIn(r, k < buyers.length - salesToday ? before : { from: today, to: today }))
      .sort();
    buyers.forEach((buyer, k) => {
      const at = moments[k] as string;
      const basket = monthly[k] as Basket;
      const date = at.slice(0, 10);
      // A repeat needs an earlier customer; the month's first sales go to walk-ins instead.
      let customer: CustomerRecord | undefined;
      if (buyer.kind === 'new') {
        const [first, last] = nextName();
        customer = {
          id: `CUST-${pad(named.length + customers.length + 1, 3)}`,
          name: `${first} ${last}`,
          email: `${first}.${last}@example.com`.toLowerCase(),
          phone: newPhone(randomInt(r, 100, 999), randomInt(r, 0, 9999)),
          address: `${randomInt(r, 1, 999)} ${pick(r, STREETS)}, ${pick(r, AREAS)}`,
        };
        customers.push(customer);
      } else if (buyer.kind === 'repeat' && customers.length > 0) customer = pick(r, customers);
      number += 1;
      const id = `ORD-${pad(number, 4)}`;
      const sale: Sale = {
        id,
        customer: customer?.name ?? WALK_IN,
        amount: basket.amount,
        status: 'completed',
        paymentMethod: pick(r, PAYMENT_METHODS),
        date,
        items: basket.lines.reduce((sum, line) => sum + line.quantity, 0),
        ...(customer ? { customerId: customer.id } : {}),
      };
      sales.push(sale);
      saleLines[id] = basket.lines;
      sold.push({ at, id, lines: basket.lines });
    });
  }
  // The newest orders are still being fulfilled: for pickup, or out for delivery.
  sales.slice(-OPEN_NEWEST).forEach((sale, k) => {
    sale.status = k % 2 === 0 ? 'pending' : 'processing';
  });
  return {
    sales,
    saleLines,
    customers,
    stockHistory: stockMovements(sold, tillBin),
    firstDay: months.previous.from,
  };
}

/** A moment of a span's opening hours (09:00 to 20:59), as the till stamps it. */
function momentIn(r: Random, span: DaySpan): string {
  const day = addDays(span.from, randomInt(r, 0, daysBetween(span.from, span.to)));
  return `${day}T${pad(randomInt(r, 9, 20), 2)}:${pad(randomInt(r, 0, 59), 2)}:${pad(randomInt(r, 0, 59), 2)}`;
}

/** Each day opens with a restock of what it sells; then its sales take from the till's bin. */
function stockMovements(sold: readonly { at: string; id: string; lines: SoldLine[] }[], bin: string) {
  const changes: StockChange[] = [];
  const byDay = new Map<string, (typeof sold)[number][]>();
  for (const sale of sold) {
    const day = sale.at.slice(0, 10);
    const sales = byDay.get(day);
    if (sales) sales.push(sale);
    else byDay.set(day, [sale]);
  }
  for (const [day, sales] of byDay) {
    const restock = new Map<string, number>();
    for (const sale of sales)
      for (const line of sale.lines) restock.set(line.id, (restock.get(line.id) ?? 0) + line.quantity);
    changes.push({
      kind: 'receipt',
      at: `${day}T07:00:00`,
      by: 'admin',
      document: { kind: 'restock', id: `RESTOCK-${day}` },
      lines: [...restock].map(([itemId, quantity]) => ({ itemId, binId: bin, quantity })),
    });
    for (const sale of sales)
      changes.push({
        kind: 'sale',
        at: sale.at,
        by: 'admin',
        document: { kind: 'sale', id: sale.id },
        lines: sale.lines.map((line) => ({ itemId: line.id, binId: bin, quantity: line.quantity })),
      });
  }
  return changes;
}
