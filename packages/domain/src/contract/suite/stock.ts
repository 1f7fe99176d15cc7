// The contract suite's part on stock.
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../errors';
import { everyItem } from '../page';

import { cashSale, rejection, type SuiteContext } from './fixtures';

export function stockSuite({ api, inventoryRow, posItem }: SuiteContext): void {
  describe('Data contract: stock adjustments and a product’s history (issue 14)', () => {
    const count = {
      itemId: 'P013',
      binId: 'D-3-2',
      kind: 'count' as const,
      quantity: '15',
      reason: 'Cycle count',
    };

    it('a count sets what was found at the bin; the history shows it first, with its reason and balance', async () => {
      const a = await api();
      await a.adjustStock(count);
      expect((await inventoryRow(a, 'P013'))?.stock).toBe(19);
      const [latest, opening] = (await a.listProductMovements('P013')).items;
      expect(latest).toMatchObject({
        kind: 'count',
        item: 'Stainless Steel Cookware Set',
        bin: 'D-3-2 · Main Warehouse',
        quantity: -3,
        balance: 19,
        reason: 'Cycle count',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      });
      expect(opening).toMatchObject({ kind: 'opening', quantity: 4, bin: 'Sales floor · Downtown Store' });
      const [shelf] = (await a.listShelves({ search: 'D-3-2' })).items;
      expect(shelf?.products.find((p) => p.id === 'P013')?.quantity).toBe(15);
    });

    it('a correction adds or takes away; taking more than the bin holds is refused and records nothing', async () => {
      const a = await api();
      await a.adjustStock({ ...count, kind: 'adjustment', quantity: '-2', reason: 'Damaged' });
      expect((await inventoryRow(a, 'P013'))?.stock).toBe(20);
      const error = await rejection(
        a.adjustStock({ ...count, kind: 'adjustment', quantity: '-17', reason: 'Lost' }),
      );
      expect(error).toMatchObject({
        code: 'out_of_stock',
        notice: { message: 'Only 16 left of Stainless Steel Cookware Set' },
      });
      expect((await a.listProductMovements('P013')).items).toHaveLength(3);
    });

    it("a product's history comes a page at a time, newest first, each line with its variant's balance (issue 18)", async () => {
      const a = await api();
      for (const [itemId, quantity] of [
        ['P001-BLK', '3'],
        ['P001-WHT', '2'],
        ['P001-BLK', '-1'],
        ['P001-WHT', '4'],
        ['P001-BLK', '5'],
      ] as const)
        await a.adjustStock({ itemId, binId: 'D-3-2', kind: 'adjustment', quantity, reason: 'Recount' });
      const whole = await a.listProductMovements('P001', { limit: 200 });
      expect(whole.nextCursor).toBeNull();
      expect(whole.items.slice(0, 2)).toMatchObject([
        { item: 'Wireless Bluetooth Headphones (Black)', quantity: 5, balance: 32 },
        { item: 'Wireless Bluetooth Headphones (White)', quantity: 4, balance: 26 },
      ]);
      const pages = [];
      let cursor: string | undefined;
      do {
        const page = await a.listProductMovements('P001', { limit: 2, ...(cursor ? { cursor } : {}) });
        expect(page.total).toBe(whole.items.length);
        pages.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      // Each page's balances are the running balances of the whole history.
      expect(pages).toEqual(whole.items);
      expect(await rejection(a.listProductMovements('P001', { cursor: 'not a movement' }))).toBeInstanceOf(
        ValidationError,
      );
      expect(await rejection(a.listProductMovements('NO-SUCH-PRODUCT'))).toBeInstanceOf(NotFoundError);
    });

    it('refuses an adjustment without a reason, an unknown item or an unknown bin', async () => {
      const a = await api();
      expect(await rejection(a.adjustStock({ ...count, reason: '' }))).toMatchObject({
        code: 'invalid',
        fieldErrors: { reason: 'Reason is required' },
      });
      expect(await rejection(a.adjustStock({ ...count, itemId: 'P999' }))).toBeInstanceOf(NotFoundError);
      expect(await rejection(a.adjustStock({ ...count, binId: 'Z-9-9' }))).toBeInstanceOf(NotFoundError);
    });

    it('a transfer moves units between bins in one step: the total stays, both bins and the POS show it', async () => {
      const a = await api();
      const move = { itemId: 'P010', fromBinId: 'C-1-1', toBinId: 'DT-FLOOR', quantity: '20' };
      await a.transferStock(move);
      expect((await inventoryRow(a, 'P010'))?.stock).toBe(240);
      expect((await posItem(a, 'P010'))?.stock).toBe(140);
      const [into, outOf] = (await a.listProductMovements('P010')).items;
      expect([outOf?.bin, outOf?.quantity, into?.bin, into?.quantity]).toEqual([
        'C-1-1 · Main Warehouse',
        -20,
        'Sales floor · Downtown Store',
        20,
      ]);
      const error = await rejection(a.transferStock({ ...move, quantity: '41' }));
      expect(error).toMatchObject({
        code: 'out_of_stock',
        notice: { message: 'Only 40 left of Dark Chocolate Bar 70%' },
      });
      expect(await rejection(a.transferStock({ ...move, toBinId: 'C-1-1' }))).toMatchObject({
        code: 'invalid',
      });
      expect(await rejection(a.transferStock({ ...move, toBinId: 'Z-9-9' }))).toBeInstanceOf(NotFoundError);
    });

    it('lists the bins a page at a time by location, named with it, to choose where stock goes', async () => {
      const a = await api();
      const bins = await everyItem((q) => a.listBins(q));
      // The receiving bin, where new stock goes unless another is chosen, is marked.
      expect(bins[0]).toEqual({ id: 'A-1-1', label: 'A-1-1 · Main Warehouse', receiving: true });
      expect(bins.slice(-2)).toEqual([
        { id: 'DT-FLOOR', label: 'Sales floor · Downtown Store' },
        { id: 'AP-FLOOR', label: 'Sales floor · Airport Branch' },
      ]);
      const first = await a.listBins({ limit: 2 });
      expect(first).toEqual({ items: bins.slice(0, 2), total: bins.length, nextCursor: 'A-1-2' });
      expect((await a.listBins({ limit: 2, cursor: 'A-1-2' })).items).toEqual(bins.slice(2, 4));
      await expect(a.listBins({ cursor: 'Z-9-9' })).rejects.toBeInstanceOf(ValidationError);
    });

    it('searches the bins in their names, ignoring case (issue 18: a warehouse has thousands)', async () => {
      const a = await api();
      expect((await a.listBins({ search: ' DOWNTOWN ' })).items).toEqual([
        { id: 'DT-FLOOR', label: 'Sales floor · Downtown Store' },
      ]);
      const shelves = await a.listBins({ search: 'a-', limit: 2 });
      expect(shelves).toMatchObject({ total: 3, nextCursor: 'A-1-2' });
      expect(shelves.items.map((bin) => bin.id)).toEqual(['A-1-1', 'A-1-2']);
      await a.addShelf({ aisle: 'Z', shelf: '9', position: '9', zone: 'Zone A', capacity: '10' });
      expect((await a.listBins({ search: 'z-9-9 · main' })).items).toEqual([
        { id: 'Z-9-9', label: 'Z-9-9 · Main Warehouse' },
      ]);
      expect((await a.listBins({ search: 'nowhere' })).items).toEqual([]);
    });

    it('a product’s detail gives its stock at each location; a sale shows in its history', async () => {
      const a = await api();
      expect((await a.getProduct('P010')).byLocation).toEqual([
        { location: 'Main Warehouse', onHand: 60 },
        { location: 'Downtown Store', onHand: 120 },
        { location: 'Airport Branch', onHand: 60 },
      ]);
      const { sale } = await a.recordSale(cashSale(['P010', 3]));
      expect((await a.listProductMovements('P010')).items[0]).toMatchObject({
        kind: 'sale',
        quantity: -3,
        balance: 237,
        document: sale.id,
      });
    });
  });

  describe('Data contract: shelves (§5 Add shelf)', () => {
    it('adds an empty shelf first in the list', async () => {
      const a = await api();
      const shelf = await a.addShelf({
        aisle: 'F',
        shelf: '2',
        position: '1',
        zone: 'Books',
        capacity: '50',
      });
      expect(shelf).toEqual({
        id: 'F-2-1',
        aisle: 'F',
        shelf: '2',
        position: '1',
        zone: 'Books',
        capacity: 50,
        occupied: 0,
        products: [],
      });
      expect((await a.listShelves()).items[0]).toEqual(shelf);
    });

    it('refuses a shelf id that exists: a shelf is a bin that holds stock (issue 14)', async () => {
      const a = await api();
      const error = await rejection(
        a.addShelf({ aisle: 'A', shelf: '1', position: '1', zone: 'Electronics', capacity: '10' }),
      );
      expect(error).toMatchObject({
        code: 'duplicate_shelf',
        fieldErrors: { position: 'Shelf A-1-1 already exists' },
      });
      expect((await everyItem((q) => a.listShelves(q))).filter((s) => s.id === 'A-1-1')).toHaveLength(1);
    });

    it('rejects a capacity that is not a whole number', async () => {
      const error = await rejection(
        (await api()).addShelf({ aisle: 'F', shelf: '2', position: '1', zone: 'Books', capacity: 'ten' }),
      );
      expect((error as ValidationError).fieldErrors).toEqual({ capacity: 'Capacity must be a whole number' });
    });
  });
}
