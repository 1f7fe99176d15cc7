import { type PosCatalogue, posEntriesOf } from '@warehouse/domain/pos';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../db/seed';
import { testDatabase } from '../testing/testDatabase';
import { createSqlApi } from './sqlApi';

const database = await testDatabase();
await seedWhenEmpty(database.db);
const api = await createSqlApi(database.db);
const { db } = database;

const sale = (itemId: string, quantity: number, key: string) =>
  api.recordSale({
    lines: [{ id: itemId, name: itemId, price: 0, quantity }],
    choice: { kind: 'payment', method: 'cash' },
    idempotencyKey: key,
  });
const tile = (read: PosCatalogue, itemId: string) => posEntriesOf(read).find((entry) => entry.id === itemId);

describe('Issue 18: the POS catalogue changes since a cursor', () => {
  it('names only the products changed since, with all their items on sale', async () => {
    const { cursor } = await api.listPosProducts();
    await sale('P001-BLK', 1, 'changes-one-sale');
    const changes = await api.listPosProducts(cursor);
    expect(changes).toMatchObject({ complete: false, changed: ['P001'] });
    const whole = posEntriesOf(await api.listPosProducts()).filter((entry) => entry.productId === 'P001');
    expect(whole.map((entry) => entry.id)).toEqual(['P001-BLK', 'P001-WHT']);
    expect(posEntriesOf(changes)).toEqual(whole);
    // Nothing since: nothing to send.
    expect(await api.listPosProducts(changes.cursor)).toMatchObject({ changed: [], rows: [] });
  });

  it('a change committed after a read, by a transaction already running then, comes with the next read', async () => {
    let commit = () => {};
    const released = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written = () => {};
    const priceWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const edit = db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_cents = 4321 where id = 'P012'`);
      written();
      await released;
    });
    await priceWritten;
    const before = await api.listPosProducts();
    expect(tile(before, 'P012')?.price).not.toBe(4321);
    commit();
    await edit;
    const after = await api.listPosProducts(before.cursor);
    expect(after.changed).toContain('P012');
    expect(tile(after, 'P012')?.price).toBe(4321);
  });

  it('a transfer that keeps the total still changes the stock at the till', async () => {
    const { cursor } = await api.listPosProducts();
    await api.transferStock({ itemId: 'P010', fromBinId: 'C-1-1', toBinId: 'DT-FLOOR', quantity: '5' });
    const changes = await api.listPosProducts(cursor);
    expect(changes.changed).toEqual(['P010']);
    expect(tile(changes, 'P010')?.stock).toBe(tile(await api.listPosProducts(), 'P010')?.stock);
  });

  it('a product deleted or archived is named with no items: the till drops it', async () => {
    const { cursor } = await api.listPosProducts();
    await api.deleteProduct('P003');
    await api.archiveProduct('P005');
    const changes = await api.listPosProducts(cursor);
    expect([...changes.changed].sort()).toEqual(['P003', 'P005']);
    expect(changes.rows).toEqual([]);
  });

  it('after the POS moves to another location, the next read is the whole catalogue, with that stock', async () => {
    const { cursor } = await api.listPosProducts();
    const settings = await api.getSettings();
    await api.saveSettings({ ...settings, store: { ...settings.store, posLocationId: 'airport' } });
    const read = await api.listPosProducts(cursor);
    expect(read.complete).toBe(true);
    expect(read.cursor).toMatch(/@airport$/);
  });
});
