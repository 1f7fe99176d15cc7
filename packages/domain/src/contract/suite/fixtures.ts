// What every part of the contract suite shares: the clock, the sample, helpers that read it.
import { expect } from 'vitest';
import { productFormValues } from '../../catalogue/editProduct';
import { isoDate } from '../../format/format';
import type { CartLine } from '../../pos/pos';
import { posEntriesOf } from '../../pos/posCatalogue';
import { sampleProducts } from '../../sample/products';
import { sampleSeed } from '../../sample/seed';
import type { Seed } from '../../sample/seedTypes';
import type { ProductFormValues } from '../../stock/product';
import type { CheckoutInput, WarehouseApi } from '../contract';
import { COUNT_BOUND, everyItem, type Page } from '../page';

/** Makes a fresh implementation over `seed` (the sample business, with parts replaced). */
export type ContractFactory = (seed: Partial<Seed>, now: () => Date) => WarehouseApi | Promise<WarehouseApi>;

/** The clock every test runs at. */
export const NOW = new Date(2024, 1, 1, 12, 30, 0);

/**
 * Issue 18: a page's total is exact up to `COUNT_BOUND` matches; past it, exact or (a database
 * stopping its count there) the bound, flagged as a lower bound.
 */
export function expectTotal(page: Page<unknown>, count: number) {
  if (count > COUNT_BOUND && page.totalIsLowerBound) expect(page.total).toBe(COUNT_BOUND);
  else expect([page.total, page.totalIsLowerBound]).toEqual([count, undefined]);
}
/** The number the next sale gets: the one after the sample history's last. */
export const NEXT_SALE_ID = `ORD-${Math.max(...sampleSeed(isoDate(NOW)).sales.map((sale) => Number(sale.id.slice(4)))) + 1}`;
/** The sample business as every test starts from it, on the suite's day. */
export const SAMPLE = sampleSeed(isoDate(NOW));
/**
 * The spec's Inventory, each product with what the sample's awaited purchase orders bring of it
 * (issue 17: "on order"): the spec's figures are its stock and status, the orders are the sample's.
 */
export const SAMPLE_INVENTORY = sampleProducts.map((product) => ({
  ...product,
  onOrder: SAMPLE.purchaseOrders
    .flatMap((order) => order.lines)
    .filter((line) => line.id === product.id || line.id.startsWith(`${product.id}-`))
    .reduce((sum, line) => sum + line.quantity - line.received, 0),
}));
/** A business that has ordered nothing yet: the purchase-order rules below count only their own orders. */
export const NOTHING_ORDERED: Partial<Seed> = { purchaseOrders: [] };
/** A day the sample's history reproduces the spec's figures on (any day after its books opened). */
export const SAMPLE_TODAY = new Date(2026, 10, 25, 12, 0, 0);

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

export const productValues: ProductFormValues = {
  name: 'Desk Fan',
  description: '',
  category: 'home',
  basePrice: '24.5',
  baseSku: 'DF-1',
  stock: '3',
  lowStockThreshold: '',
  variants: [],
};

let saleNumber = 0;
/** A fresh key for a receipt, unique in the run. */
export const receiptKey = () => `rcv-${++saleNumber}`;
/** A cash sale at the POS of `quantity` units of each stock item, with a fresh idempotency key. */
export const cashSale = (...items: [itemId: string, quantity: number][]): CheckoutInput => ({
  lines: items.map(([id, quantity]): CartLine => ({ id, name: id, price: 0, quantity })),
  choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
  idempotencyKey: `sale-${++saleNumber}`,
});

/**
 * The sample business as the suite's parts start from it: selling with cash needs no open drawer,
 * so the parts that sell are about their own rules. The drawer's part starts from the sample as
 * it is (`AS_SAMPLED`), where a cash sale needs its seller's drawer open.
 */
const SELLING_WITHOUT_A_DRAWER: Partial<Seed> = {
  settings: { ...SAMPLE.settings, store: { ...SAMPLE.settings.store, cashSaleNeedsOpenDrawer: false } },
};
/** The sample's settings as they are: a cash sale needs an open drawer. */
export const AS_SAMPLED: Partial<Seed> = { settings: SAMPLE.settings };

/** What each part of the suite is given: a fresh implementation, and reads every part makes. */
export function suiteContext(factory: ContractFactory) {
  const api = async (seed: Partial<Seed> = {}) =>
    factory({ ...SELLING_WITHOUT_A_DRAWER, ...seed }, () => NOW);
  const inventoryRow = async (a: WarehouseApi, id: string) =>
    (await everyItem((q) => a.listProducts(q))).find((p) => p.id === id);
  const posItem = async (a: WarehouseApi, itemId: string) =>
    posEntriesOf(await a.listPosProducts()).find((p) => p.id === itemId);
  /** A product's form filled as the edit dialog opens it. */
  const editValues = async (a: WarehouseApi, id: string) => productFormValues(await a.getProduct(id));
  return { factory, api, inventoryRow, posItem, editValues };
}

export type SuiteContext = ReturnType<typeof suiteContext>;
