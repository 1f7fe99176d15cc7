import type { WarehouseApi } from '@warehouse/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabases } from '../../testing/testDatabase';
import { verifyBooks } from '../books/verifyBooks';
import { createSqlApi } from '../sqlApi';

// Store credit spent at the same moment on two servers sharing one database: the customer's row is
// locked while a sale reads what they hold, so together they never spend more than that.
const databases = testDatabases();
let database: Database & { url: string };
let second: Database;
let servers: WarehouseApi[] = [];

let key = 0;
/** A chocolate bar (3.25 + tax: 3.52) for Sarah Johnson, paid wholly with her store credit. */
const barFromCredit = () => ({
  lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 1 }],
  choice: { kind: 'payment' as const, tenders: [{ method: 'storeCredit' as const }] },
  customerId: 'CUST-002',
  idempotencyKey: `store-credit-at-once-${++key}`,
});

for (const salePath of ['gathered', 'plain'] as const)
  describe(`Store credit spent by sales at the same moment (the ${salePath} sale path)`, () => {
    beforeAll(async () => {
      database = await databases.create();
      await seedWhenEmpty(database.db);
      second = openDatabase(database.url);
      servers = [await createSqlApi(database.db, { salePath }), await createSqlApi(second.db, { salePath })];
    });
    afterAll(() => second.close());

    it('10 sales each paying $3.52 from $10.56 of store credit: exactly 3 are recorded, 7 refused as over it, none left', async () => {
      // Given as a payment that no invoice takes: all of it store credit.
      await servers[0]!.recordPayment({
        customerId: 'CUST-002',
        method: 'cash',
        amount: 1056,
        date: '2026-11-27',
        invoices: [],
      });
      expect((await servers[0]!.getCustomer('CUST-002')).storeCredit).toBe(1056);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) => servers[index % 2]!.recordSale(barFromCredit())),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(
        results.flatMap((result) =>
          result.status === 'rejected' ? [(result.reason as { code: string }).code] : [],
        ),
      ).toEqual(Array(7).fill('over_store_credit'));
      expect((await servers[0]!.getCustomer('CUST-002')).storeCredit ?? 0).toBe(0);
      expect(await verifyBooks(database.db)).toEqual([]);
    });
  });
