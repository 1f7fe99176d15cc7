import type { WarehouseApi } from '@warehouse/domain/contract';
import { ConflictError } from '@warehouse/domain/contract';
import { posEntriesOf } from '@warehouse/domain/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabases } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Issue 38: two clerks on two servers take back the last returnable unit of a line at the same
// moment: one return is recorded, the other is refused, and the stock comes back once.
const databases = testDatabases();
let second: Database;
let servers: WarehouseApi[] = [];

const onFloor = async (itemId: string) =>
  posEntriesOf(await servers[0]!.listPosProducts()).find((item) => item.id === itemId)?.stock;

describe('Issue 38: returns of the same unit at once on two servers sharing one database', () => {
  beforeAll(async () => {
    const database = await databases.create();
    await seedWhenEmpty(database.db);
    second = openDatabase(database.url);
    servers = [await createSqlApi(database.db), await createSqlApi(second.db)];
  });
  afterAll(() => second.close());

  it('one return takes the last unit; the other is refused with over_return, and nothing is counted twice', async () => {
    const { sale } = await servers[0]!.recordSale({
      lines: [{ id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      idempotencyKey: 'concurrent-return-sale',
    });
    const before = await onFloor('P012');
    const back = {
      saleId: sale.id,
      lines: [{ lineNo: 0, quantity: 1, restock: true }],
      reason: 'not_wanted' as const,
      refundTo: 'original' as const,
    };
    const outcomes = await Promise.allSettled(servers.map((server) => server.recordReturn(back)));
    const recorded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(recorded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(ConflictError);
    expect((refused[0] as ConflictError).code).toMatch(/^(over_return|wrong_status)$/);
    expect(await onFloor('P012')).toBe((before ?? 0) + 1);
    const returns = await servers[1]!.getSaleReturns(sale.id);
    expect(returns.returns).toHaveLength(1);
    expect(returns.returns[0]?.refund).toBe(sale.amount);
  });
});
