import { createMemoryApi, everyItem } from '@warehouse/domain/contract';
import { sampleSeed } from '@warehouse/domain/sample';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { catalogueStore } from './catalogueStore';

// The SQL store applies the same domain rules as the in-memory contract: started from the same
// sample business, the same calls give the same answers. (The whole contract suite runs on it
// once every area is stored.)
const { db } = await testDatabase();
await seedWhenEmpty(db);
const NOW = new Date('2026-11-24T10:00:00Z');
const memory = createMemoryApi({}, { now: () => NOW });
const by = sampleSeed().account.profile.email;
const sql = catalogueStore(db, {
  now: () => NOW,
  stamp: () => ({ at: NOW.toISOString(), by }),
  recovered: () => {},
});

/** A refusal as what a caller sees of it. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { name, code, message, fieldErrors } = error as Record<string, unknown>;
    return { name, code, message, fieldErrors };
  }
  throw new Error('expected a refusal');
}

/** History entries without their timestamps' spelling (the memory contract writes local time). */
const withoutTimes = <T extends { at?: string }>(entries: T[]) => entries.map(({ at: _at, ...rest }) => rest);

const desk = {
  name: 'Desk Fan',
  description: 'Quiet',
  category: 'home',
  basePrice: '24.5',
  baseSku: 'DF-1',
  stock: '3',
  lowStockThreshold: '',
  variants: [],
} as const;

describe('Issue 15: the catalogue and its stock in PostgreSQL, as the contract says', () => {
  it('lists the sample Inventory, bins and a product’s detail exactly as the in-memory contract', async () => {
    expect(await everyItem((q) => sql.listProducts(q))).toEqual(
      await everyItem((q) => memory.listProducts(q)),
    );
    expect(await sql.listBins()).toEqual(await memory.listBins());
    expect(await sql.getProduct('P027')).toEqual(await memory.getProduct('P027'));
    expect(withoutTimes((await sql.listProductMovements('P027')).items)).toEqual(
      withoutTimes((await memory.listProductMovements('P027')).items),
    );
  });

  it('creates a product with its opening stock, first in the list with the next id', async () => {
    const created = await sql.createProduct({ ...desk, variants: [...desk.variants] });
    expect(created).toEqual(await memory.createProduct({ ...desk, variants: [...desk.variants] }));
    expect(created.id).toBe('P029');
    expect((await everyItem((q) => sql.listProducts(q)))[0]).toEqual(created);
  });

  it('refuses a SKU in use with the same error, and stores nothing', async () => {
    const taken = { ...desk, baseSku: 'MK-023', variants: [] };
    const before = await everyItem((q) => sql.listProducts(q));
    expect(await refusal(sql.createProduct(taken))).toEqual(await refusal(memory.createProduct(taken)));
    expect(await everyItem((q) => sql.listProducts(q))).toEqual(before);
  });

  it('edits, archives and refuses deleting a product with history, as the in-memory contract', async () => {
    const edit = { ...desk, basePrice: '30', variants: [] };
    expect(await sql.updateProduct('P029', edit)).toEqual(await memory.updateProduct('P029', edit));
    expect(await refusal(sql.deleteProduct('P029'))).toEqual(await refusal(memory.deleteProduct('P029')));
    expect(await sql.archiveProduct('P029')).toEqual(await memory.archiveProduct('P029'));
    expect(await everyItem((q) => sql.listProducts(q))).toEqual(
      await everyItem((q) => memory.listProducts(q)),
    );
  });

  it('counts, corrects and moves stock; taking more than a bin holds is refused and records nothing', async () => {
    const count = {
      itemId: 'P027',
      binId: 'DT-FLOOR',
      kind: 'count',
      quantity: '5',
      reason: 'Cycle count',
    } as const;
    await sql.adjustStock(count);
    await memory.adjustStock(count);
    const move = { itemId: 'P027', fromBinId: 'DT-FLOOR', toBinId: 'A-1-1', quantity: '2' };
    await sql.transferStock(move);
    await memory.transferStock(move);
    const tooMany = { ...move, quantity: '9' };
    expect(await refusal(sql.transferStock(tooMany))).toEqual(await refusal(memory.transferStock(tooMany)));
    expect(await sql.getProduct('P027')).toEqual(await memory.getProduct('P027'));
    expect(withoutTimes((await sql.listProductMovements('P027')).items)).toEqual(
      withoutTimes((await memory.listProductMovements('P027')).items),
    );
  });

  it('moves made at the same moment never take more than the bin holds, and never deadlock', async () => {
    const onFloor = (await sql.getProduct('P027')).byLocation.find(
      (entry) => entry.location === 'Downtown Store',
    );
    expect(onFloor?.onHand).toBe(3);
    // Half of them one way and half the other, so their locks are wanted in opposite orders.
    const moves = Array.from({ length: 8 }, (_, index) =>
      index % 2 === 0
        ? { itemId: 'P027', fromBinId: 'DT-FLOOR', toBinId: 'A-1-1', quantity: '1' }
        : { itemId: 'P027', fromBinId: 'A-1-1', toBinId: 'DT-FLOOR', quantity: '1' },
    );
    const results = await Promise.allSettled(moves.map((move) => sql.transferStock(move)));
    const refused = results.filter((result) => result.status === 'rejected');
    for (const result of refused) expect((result.reason as { code: string }).code).toBe('out_of_stock');
    const detail = await sql.getProduct('P027');
    expect(detail.onHand.P027).toBe(5);
    expect(detail.byLocation.every((entry) => entry.onHand >= 0)).toBe(true);
  });

  it('an unknown product or bin is a NotFoundError, as in memory', async () => {
    expect(await refusal(sql.getProduct('P999'))).toEqual(await refusal(memory.getProduct('P999')));
    const nowhere = { itemId: 'P027', fromBinId: 'DT-FLOOR', toBinId: 'NOWHERE', quantity: '1' };
    expect(await refusal(sql.transferStock(nowhere))).toEqual(await refusal(memory.transferStock(nowhere)));
  });
});
