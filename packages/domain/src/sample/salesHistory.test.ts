import { describe, expect, it } from 'vitest';
import { customerTallies, figureMonths, firstOrderDays, tallySales } from '../overview/salesFigures';
import { createLedger } from '../stock/ledger';
import { historyAmount, SAMPLE_MONTHS, SAMPLE_SALES_TODAY } from './salesHistory';
import { sampleSeed } from './seed';

const TODAY = '2026-11-25';

describe("Issue 14: the sample's sales history", () => {
  const seed = sampleSeed(TODAY);

  it('is the same every time for the same day', () => {
    expect(sampleSeed(TODAY)).toEqual(seed);
  });

  it("§2.5 Analytics: this month and last month add up to the spec's figures", () => {
    const months = figureMonths(TODAY);
    // The sample has no returns: its revenue is what it sold.
    const firstOrders = firstOrderDays(customerTallies(seed.sales, []));
    expect(tallySales(seed.sales, [], months.current, firstOrders)).toEqual(SAMPLE_MONTHS.current);
    expect(tallySales(seed.sales, [], months.previous, firstOrders)).toEqual(SAMPLE_MONTHS.previous);
  });

  it('§9 every sale with lines is its lines at 8% tax, its items the units sold', () => {
    const withLines = seed.sales.filter((sale) => seed.saleLines[sale.id]);
    expect(withLines.length).toBe(SAMPLE_MONTHS.current.orders + SAMPLE_MONTHS.previous.orders);
    for (const sale of withLines) {
      const lines = seed.saleLines[sale.id] ?? [];
      expect(sale.amount).toBe(historyAmount(lines));
      expect(sale.items).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
    }
  });

  it('the ledger replays it without going below zero, each sale taking what it sold, and ends at the opening figures', () => {
    const ledger = createLedger();
    for (const change of seed.stockHistory) expect(ledger.apply(change).ok).toBe(true);
    const sold = new Map<string, number>();
    for (const movement of ledger.movements())
      if (movement.kind === 'sale' && movement.document)
        sold.set(movement.document.id, (sold.get(movement.document.id) ?? 0) - movement.quantity);
    for (const [saleId, units] of sold) expect(units).toBe(seed.sales.find((s) => s.id === saleId)?.items);
    const [opening] = seed.stockHistory;
    for (const line of opening?.lines ?? [])
      expect(ledger.onHand(line.itemId, line.binId)).toBe(line.quantity);
  });

  it('sales are newest first, numbered in the order they were made, with unique ids', () => {
    const ids = seed.sales.map((sale) => sale.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = seed.sales.map((sale) => sale.date);
    expect(dates).toEqual(dates.slice().sort().reverse());
  });

  it("§2.3 the Sales badge's 23: that many of the sales are dated today, whatever day it is", () => {
    expect(SAMPLE_SALES_TODAY).toBe(23);
    for (const day of [TODAY, '2026-12-01', '2027-02-28', '2027-03-01']) {
      const sales = sampleSeed(day).sales;
      expect(sales.filter((sale) => sale.date === day)).toHaveLength(SAMPLE_SALES_TODAY);
      // None after today: the newest are today's.
      expect(sales[0]?.date).toBe(day);
    }
  });
});
