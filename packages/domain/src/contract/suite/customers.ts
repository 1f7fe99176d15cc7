// The contract suite's part on customers: their list, their records, and the sales of each.
import { describe, expect, it } from 'vitest';
import { everyItem } from '../page';
import { cashSale, type SuiteContext } from './fixtures';

export function customersSuite({ api }: SuiteContext): void {
  describe("Data contract: a customer's card opens their sales (issue 37)", () => {
    it('lists only the sales to one customer record, newest first, and none for a walk-in', async () => {
      const a = await api();
      const all = await everyItem((q) => a.listSales(q));
      const sarahs = await everyItem((q) => a.listSales({ ...q, customerId: 'CUST-002' }));
      expect(sarahs.length).toBeGreaterThan(0);
      expect(sarahs).toEqual(all.filter((sale) => sale.customerId === 'CUST-002'));
      await a.recordSale(cashSale(['P012', 1]));
      expect(await everyItem((q) => a.listSales({ ...q, customerId: 'CUST-002' }))).toEqual(sarahs);
    });

    it('combines the customer with the status and the search', async () => {
      const a = await api();
      const page = await a.listSales({ customerId: 'CUST-002', status: 'pending', search: 'ord-1002' });
      expect(page.items.map((sale) => sale.id)).toEqual(['ORD-1002']);
      expect((await a.listSales({ customerId: 'CUST-001', search: 'ord-1002' })).total).toBe(0);
      expect((await a.listSales({ customerId: 'CUST-NONE' })).total).toBe(0);
    });
  });
}
