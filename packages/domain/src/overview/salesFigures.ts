// The figures shown about sales are computed from the sales themselves: revenue, orders,
// new customers and the average order over the last 30 days against the 30 days before ("from
// last month"), the dashboard's cards and recent orders, and each customer's orders and spending.
// Revenue is net of returns (ADR 011): a sale adds its amount on its day, a return takes its
// refund off on the day it is made. The in-memory contract tallies the sales and returns it
// holds; the server sums the same in SQL and hands its tallies to the same rules here.
import { addDays, formatChange, formatCount } from '../format/format';
import { type Cents, formatMoney, roundCents } from '../format/money';
import { dayInZone } from '../invoices/numbering';
import type { Customer, CustomerRecord } from '../people/people';
import type { Sale, SaleStatus } from '../pos/sale';
import type { SaleReturn } from '../returns/returns';
import type { Kpi, RecentOrder, StatCard } from './overview';

/** "From last month": the last 30 days, today included, against the 30 days before them. */
const MONTH_DAYS = 30;
/** "From last week": the Low Stock Items card against its count 7 days ago. */
const WEEK_DAYS = 7;
/** How many of the newest sales the dashboard's Recent Orders lists. */
export const RECENT_ORDERS_SHOWN = 4;

/** A span of calendar days, both ends included (YYYY-MM-DD). */
export interface DaySpan {
  from: string;
  to: string;
}

/** The month the figures are about (ending today) and the month before it. */
export function figureMonths(today: string): { current: DaySpan; previous: DaySpan } {
  const from = addDays(today, 1 - MONTH_DAYS);
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -MONTH_DAYS), to: addDays(from, -1) },
  };
}

/** The first days of this month and this week: the stock cards compare with the stock before them. */
export function comparedSince(today: string): { month: string; week: string } {
  return { month: figureMonths(today).current.from, week: addDays(today, 1 - WEEK_DAYS) };
}

/** A sale brings in money and counts as an order unless it was cancelled or voided (undone whole). */
function countsAsOrder(sale: Pick<Sale, 'status'>): boolean {
  return sale.status !== 'cancelled' && sale.status !== 'voided';
}

/**
 * A return as the figures count it: its refund (whatever it went back as: a tender, cash, store
 * credit or a credit note; the goods came back) taken off on the business day it was made, not
 * its sale's.
 */
export interface CountedReturn {
  saleId: string;
  /** YYYY-MM-DD, the business's day (Settings' time zone) of the return. */
  day: string;
  refund: Cents;
}

/**
 * The returns the figures take off: those of sales that count (a void's return undoes a sale
 * that counts nothing already), each on its day in the business's time zone.
 */
export function countedReturns(
  returns: readonly SaleReturn[],
  sales: readonly Pick<Sale, 'id' | 'status'>[],
  timeZone: string,
): CountedReturn[] {
  const counting = new Set(sales.filter(countsAsOrder).map((sale) => sale.id));
  return returns
    .filter((each) => counting.has(each.saleId))
    .map((each) => ({
      saleId: each.saleId,
      day: dayInZone(new Date(each.at), timeZone),
      refund: each.refund,
    }));
}

/** The statuses of an order still to be fulfilled (the Orders badge). */
export const OPEN_ORDER_STATUSES: readonly SaleStatus[] = ['pending', 'processing'];

export function isOpenOrder(sale: Pick<Sale, 'status'>): boolean {
  return OPEN_ORDER_STATUSES.includes(sale.status);
}

/** What the sales of one span add up to. */
export interface SalesTally {
  revenue: Cents;
  orders: number;
  /** Customers whose first order falls in the span. */
  newCustomers: number;
}

const inSpan = (day: string, span: DaySpan) => day >= span.from && day <= span.to;

/**
 * A span's tally from the sales themselves: what its counted sales brought in less what the
 * returns made in it refunded (net revenue; its orders stay the orders placed in it);
 * `firstOrders` is each customer's first order day.
 */
export function tallySales(
  sales: readonly Sale[],
  returns: readonly CountedReturn[],
  span: DaySpan,
  firstOrders: ReadonlyMap<string, string>,
): SalesTally {
  let revenue = 0;
  let orders = 0;
  for (const sale of sales)
    if (countsAsOrder(sale) && inSpan(sale.date, span)) {
      revenue += sale.amount;
      orders += 1;
    }
  for (const each of returns) if (inSpan(each.day, span)) revenue -= each.refund;
  let newCustomers = 0;
  for (const day of firstOrders.values()) if (inSpan(day, span)) newCustomers += 1;
  return { revenue, orders, newCustomers };
}

/** The change from `previous` to `current` in percent, to 1 decimal; from nothing, +100% (or 0). */
function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const averageOrder = (tally: SalesTally): Cents =>
  tally.orders === 0 ? 0 : roundCents(tally.revenue / tally.orders);

/** §2.5 Analytics: the four KPIs of this month, each with its change from last month. */
export function salesKpis(current: SalesTally, previous: SalesTally): Kpi[] {
  return [
    {
      id: 'revenue',
      title: 'Total Revenue',
      value: current.revenue,
      format: 'money',
      change: percentChange(current.revenue, previous.revenue),
    },
    {
      id: 'orders',
      title: 'Orders',
      value: current.orders,
      format: 'count',
      change: percentChange(current.orders, previous.orders),
    },
    {
      id: 'newCustomers',
      title: 'New Customers',
      value: current.newCustomers,
      format: 'count',
      change: percentChange(current.newCustomers, previous.newCustomers),
    },
    {
      id: 'averageOrder',
      title: 'Average Order',
      value: averageOrder(current),
      format: 'money',
      change: percentChange(averageOrder(current), averageOrder(previous)),
    },
  ];
}

/** The stock figures the dashboard's last two cards compare. */
export interface StockTally {
  /** Units on hand over every location, of the products Inventory lists. */
  unitsNow: number;
  unitsMonthAgo: number;
  /** Products Low Stock lists. */
  lowStockNow: number;
  lowStockWeekAgo: number;
}

const changeType = (change: number): StatCard['changeType'] => (change < 0 ? 'negative' : 'positive');

function percentCard(title: string, value: string, change: number, since: string): StatCard {
  return { title, value, change: `${formatChange(change)} from ${since}`, changeType: changeType(change) };
}

/** §2.5 Dashboard: the four cards, each with its change, money in `currency`. */
export function dashboardCards(kpis: readonly Kpi[], stock: StockTally, currency: string): StatCard[] {
  const kpi = (id: Kpi['id']) => kpis.find((each) => each.id === id) ?? { value: 0, change: 0 };
  const revenue = kpi('revenue');
  const orders = kpi('orders');
  const lowStockDifference = stock.lowStockNow - stock.lowStockWeekAgo;
  return [
    percentCard('Total Revenue', formatMoney(revenue.value, currency), revenue.change, 'last month'),
    percentCard('Orders', formatCount(orders.value), orders.change, 'last month'),
    percentCard(
      'Products in Stock',
      formatCount(stock.unitsNow),
      percentChange(stock.unitsNow, stock.unitsMonthAgo),
      'last month',
    ),
    {
      title: 'Low Stock Items',
      value: formatCount(stock.lowStockNow),
      change: `${lowStockDifference > 0 ? '+' : ''}${lowStockDifference} from last week`,
      changeType: changeType(lowStockDifference),
    },
  ];
}

/**
 * Newest first: by day, then by number (a later sale of a day has a higher number; ORD-10000
 * comes after ORD-9999, so a longer number is a higher one).
 */
export function newestSaleFirst(a: Pick<Sale, 'date' | 'id'>, b: Pick<Sale, 'date' | 'id'>): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.id.length !== b.id.length) return b.id.length - a.id.length;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The dashboard's Recent Orders: the newest sales, whatever their status, in one pass over them. */
export function recentOrders(sales: readonly Sale[]): RecentOrder[] {
  const newest: Sale[] = [];
  for (const sale of sales) {
    const last = newest[RECENT_ORDERS_SHOWN - 1];
    if (last && newestSaleFirst(sale, last) >= 0) continue;
    newest.push(sale);
    newest.sort(newestSaleFirst);
    newest.length = Math.min(newest.length, RECENT_ORDERS_SHOWN);
  }
  return newest.map(({ id, customer, amount, status }) => ({ id, customer, amount, status }));
}

/** A customer's orders as their card shows them. */
export interface CustomerTally {
  orders: number;
  /** What their counted sales came to, less what their returns refunded. */
  spent: Cents;
  /** YYYY-MM-DD, or '' before their first order. */
  firstOrder: string;
  lastOrder: string;
}

/**
 * Each customer's tally (by customer id) from the sales that name them, less their returns;
 * cancelled and voided sales do not count.
 */
export function customerTallies(
  sales: readonly Sale[],
  returns: readonly CountedReturn[],
): Map<string, CustomerTally> {
  const tallies = new Map<string, CustomerTally>();
  const refunded = new Map<string, Cents>();
  for (const each of returns) refunded.set(each.saleId, (refunded.get(each.saleId) ?? 0) + each.refund);
  for (const sale of sales) {
    if (!sale.customerId || !countsAsOrder(sale)) continue;
    const tally = tallies.get(sale.customerId);
    if (!tally) {
      tallies.set(sale.customerId, {
        orders: 1,
        spent: sale.amount - (refunded.get(sale.id) ?? 0),
        firstOrder: sale.date,
        lastOrder: sale.date,
      });
      continue;
    }
    tally.orders += 1;
    tally.spent += sale.amount - (refunded.get(sale.id) ?? 0);
    if (sale.date < tally.firstOrder) tally.firstOrder = sale.date;
    if (sale.date > tally.lastOrder) tally.lastOrder = sale.date;
  }
  return tallies;
}

/** Each customer's first order day, from their tallies. */
export function firstOrderDays(tallies: ReadonlyMap<string, CustomerTally>): Map<string, string> {
  return new Map([...tallies].map(([id, tally]) => [id, tally.firstOrder]));
}

/** A customer's card: the record with its figures. */
export function customerWithTally(record: CustomerRecord, tally: CustomerTally | undefined): Customer {
  return {
    ...record,
    totalOrders: tally?.orders ?? 0,
    totalSpent: tally?.spent ?? 0,
    firstOrder: tally?.firstOrder ?? '',
    lastOrder: tally?.lastOrder ?? '',
  };
}
