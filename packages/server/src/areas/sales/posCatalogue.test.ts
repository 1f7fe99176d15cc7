import { productFormValues } from '@warehouse/domain/catalogue';
import { type PosCatalogue, posEntriesOf } from '@warehouse/domain/pos';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetToSample } from '../../db/reset';
import { seedWhenEmpty } from '../../db/seed';
import { sellingWithoutADrawer } from '../../testing/sellingWithoutADrawer';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { pruneCatalogueChanges } from './posCatalogueRecords';

const database = await testDatabase();
await seedWhenEmpty(database.db);
await sellingWithoutADrawer(database.db);
const api = await createSqlApi(database.db);
const { db } = database;

const sale = (itemId: string, quantity: number, key: string) =>
  api.recordSale({
    lines: [{ id: itemId, name: itemId, price: 0, quantity }],
    choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
    idempotencyKey: key,
  });
const productFormValuesOf = async (id: string) => productFormValues(await api.getProduct(id));
const tile = (read: PosCatalogue, itemId: string) => posEntriesOf(read).find((entry) => entry.id === itemId);

describe('Issue 18: the POS catalogue changes since a cursor', () => {
  it('names only the products changed since, with all their items on sale', async () => {
    const { cursor } = await api.listPosProducts();
    await sale('P001-BLK', 1, 'changes-one-sale');
    const changes = await api.listPosProducts({ since: cursor });
    expect(changes).toMatchObject({ complete: false, changed: ['P001'] });
    const whole = posEntriesOf(await api.listPosProducts()).filter((entry) => entry.productId === 'P001');
    expect(whole.map((entry) => entry.id)).toEqual(['P001-BLK', 'P001-WHT']);
    expect(posEntriesOf(changes)).toEqual(whole);
    // Nothing since: nothing to send.
    expect(await api.listPosProducts({ since: changes.cursor })).toMatchObject({ changed: [], rows: [] });
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
    const after = await api.listPosProducts({ since: before.cursor });
    expect(after.changed).toContain('P012');
    expect(tile(after, 'P012')?.price).toBe(4321);
  });

  it('a cursor from ahead of this database (another one, made again) gets the whole catalogue', async () => {
    const { cursor } = await api.listPosProducts();
    const location = cursor.slice(cursor.indexOf('@'));
    expect(await api.listPosProducts({ since: `999999999999${location}` })).toMatchObject({ complete: true });
  });

  it('sales, transfers out of the floor and price edits of one product at once all finish (no deadlock)', async () => {
    await api.adjustStock({
      itemId: 'P001-BLK',
      binId: 'DT-FLOOR',
      kind: 'count',
      quantity: '100',
      reason: 'test',
    });
    const shelves = (await api.listBins()).items.map((bin) => bin.id).filter((id) => id !== 'DT-FLOOR');
    const values = await productFormValuesOf('P001');
    const work = shelves
      .slice(0, 8)
      .flatMap((binId, i) => [
        sale('P001-BLK', 1, `no-deadlock-${i}`),
        api.transferStock({ itemId: 'P001-BLK', fromBinId: 'DT-FLOOR', toBinId: binId, quantity: '1' }),
        api.updateProduct('P001', { ...values, basePrice: `${80 + i}.00` }),
      ]);
    const outcomes = await Promise.allSettled(work);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  });

  it('the log keeps one row per product once pruned, and a read since an older cursor still names it', async () => {
    const { cursor } = await api.listPosProducts();
    await sale('P012', 1, 'prune-1');
    await sale('P012', 1, 'prune-2');
    const rowsOf = async () =>
      (await db.execute(sql`select 1 from catalogue_changes where product_id = 'P012'`)).rows.length;
    expect(await rowsOf()).toBeGreaterThan(1);
    await pruneCatalogueChanges(db);
    expect(await rowsOf()).toBe(1);
    expect((await api.listPosProducts({ since: cursor })).changed).toEqual(['P012']);
  });

  it('a transfer that keeps the total still changes the stock at the till', async () => {
    const { cursor } = await api.listPosProducts();
    await api.transferStock({ itemId: 'P010', fromBinId: 'C-1-1', toBinId: 'DT-FLOOR', quantity: '5' });
    const changes = await api.listPosProducts({ since: cursor });
    expect(changes.changed).toEqual(['P010']);
    expect(tile(changes, 'P010')?.stock).toBe(tile(await api.listPosProducts(), 'P010')?.stock);
  });

  it('a product deleted or archived is named with no items: the till drops it', async () => {
    const { cursor } = await api.listPosProducts();
    await api.deleteProduct('P003');
    await api.archiveProduct('P005');
    const changes = await api.listPosProducts({ since: cursor });
    expect([...changes.changed].sort()).toEqual(['P003', 'P005']);
    expect(changes.rows).toEqual([]);
  });

  it('the whole catalogue a process holds comes up to date with what another process changed', async () => {
    const other = await createSqlApi(db);
    const first = await api.listPosProducts();
    await other.recordSale({
      lines: [{ id: 'P027', name: 'Belt', price: 0, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
      idempotencyKey: 'changes-other-process',
    });
    await db.execute(sql`update products set name = 'Leather Belt (renamed)' where id = 'P027'`);
    const again = await api.listPosProducts();
    expect(tile(again, 'P027')).toMatchObject({
      name: 'Leather Belt (renamed)',
      stock: (tile(first, 'P027')?.stock ?? 0) - 1,
    });
    expect(posEntriesOf(again)).toEqual(posEntriesOf(await (await createSqlApi(db)).listPosProducts()));
  });

  it('after the catalogue is emptied and written again (the tests reset), the next read is whole: nothing gone stays', async () => {
    const created = await api.createProduct({
      name: 'Gone After Reset',
      description: '',
      category: 'home',
      basePrice: '5',
      baseSku: 'GONE-1',
      stock: '0',
      lowStockThreshold: '',
      variants: [],
    });
    const held = await api.listPosProducts();
    expect(tile(held, created.id)).toBeDefined();
    await resetToSample(db);
    const read = await api.listPosProducts({ since: held.cursor });
    expect(read.complete).toBe(true);
    expect(tile(read, created.id)).toBeUndefined();
    expect(tile(await api.listPosProducts(), created.id)).toBeUndefined();
  });

  it('after the POS moves to another location, the next read is the whole catalogue, with that stock', async () => {
    const { cursor } = await api.listPosProducts();
    const settings = await api.getSettings();
    await api.saveSettings({ ...settings, store: { ...settings.store, posLocationId: 'airport' } });
    const read = await api.listPosProducts({ since: cursor });
    expect(read.complete).toBe(true);
    expect(read.cursor).toMatch(/@airport$/);
    const [airport] = (
      await db.execute<{ onHand: number }>(
        sql`select coalesce(sum(on_hand), 0)::int as "onHand" from stock_balances where item_id = 'P010' and location_id = 'airport'`,
      )
    ).rows;
    expect(tile(read, 'P010')?.stock).toBe(airport?.onHand);
  });
});
