import { describe, expect, it } from 'vitest';
import { stockItemsOf } from '../catalogue/catalogue';
import { figureMonths } from '../overview/salesFigures';
import { createLedger } from '../stock/ledger';
import { benchBusiness } from './benchBusiness';
import { historyAmount } from './salesHistory';

const today = '2026-11-25';
const sizes = {
  products: 300,
  shelves: 20,
  sales: 2_000,
  customers: 80,
  deliveries: 40,
  riders: 6,
  purchaseOrders: 25,
};

describe('Issue 18: the bench business, a real shape at any size', () => {
  const business = benchBusiness(today, sizes);

  it('has the sizes asked for', () => {
    expect(business.catalogue).toHaveLength(sizes.products);
    expect(business.customers).toHaveLength(sizes.customers);
    expect(business.deliveries).toHaveLength(sizes.deliveries);
    expect(business.riders).toHaveLength(sizes.riders);
    expect(business.purchaseOrders).toHaveLength(sizes.purchaseOrders);
    expect(business.sales).toHaveLength(sizes.sales);
  });

  it('replays through the ledger without a refusal: stock never goes negative', () => {
    const ledger = createLedger();
    for (const change of business.stockHistory) expect(ledger.apply(change).ok).toBe(true);
    const sold = business.stockHistory.filter((change) => change.kind === 'sale');
    expect(sold.length).toBe(business.sales.filter((sale) => sale.status !== 'cancelled').length);
  });

  it('sells what each sale says: its amount is its lines with tax, its customer is a customer', () => {
    const customerIds = new Set(business.customers.map((customer) => customer.id));
    for (const sale of business.sales) {
      const lines = business.saleLines[sale.id] ?? [];
      expect(lines.length).toBeGreaterThan(0);
      expect(sale.amount).toBe(historyAmount(lines));
      if (sale.customerId) expect(customerIds.has(sale.customerId)).toBe(true);
    }
  });

  it('sells to customers on record but for about one walk-in in twenty, so its invoices are nearly every sale', () => {
    const walkIns = business.sales.filter((sale) => !sale.customerId);
    expect(walkIns.length).toBeGreaterThan(sizes.sales / 40);
    expect(walkIns.length).toBeLessThan(sizes.sales / 10);
    for (const sale of walkIns) expect(sale.customer).toBe('Walk-in Customer');
  });

  it('spreads two years of sales up to today, newest first, so a month holds a month of them', () => {
    const dates = business.sales.map((sale) => sale.date);
    expect(dates).toEqual(dates.slice().sort().reverse());
    expect(dates[0]).toBe(today);
    const { current } = figureMonths(today);
    const thisMonth = dates.filter((date) => date >= current.from && date <= current.to).length;
    // As many as the month's days hold of 730 days' sales.
    const days = (Date.parse(current.to) - Date.parse(current.from)) / 86_400_000 + 1;
    expect(thisMonth).toBeGreaterThanOrEqual(Math.floor((sizes.sales * days) / 730) - 1);
    expect(thisMonth).toBeLessThanOrEqual(Math.ceil((sizes.sales * days) / 730) + 1);
    expect(business.sales[0]?.status).not.toBe('completed');
  });

  it("orders the catalogue's items: every purchase order line is a stock item, at its cost", () => {
    const items = new Map(business.catalogue.flatMap(stockItemsOf).map((item) => [item.id, item]));
    for (const order of business.purchaseOrders)
      for (const line of order.lines) {
        expect(items.has(line.id)).toBe(true);
        expect(line.unitPrice).toBe(items.get(line.id)?.product.cost);
      }
  });

  it('is the same business for the same day', () => {
    expect(benchBusiness(today, sizes).sales.slice(0, 20)).toEqual(business.sales.slice(0, 20));
  });
});
