import { createMemoryApi, everyItem } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { testDatabase } from '../testing/testDatabase';
import { resetToSample } from './reset';
import { seedWhenEmpty } from './seed';

const { db } = await testDatabase();

describe('Issue 15: a reset for end-to-end tests', () => {
  it('after a drawer opened, a sale and a new product, the business is the sample again', async () => {
    await seedWhenEmpty(db);
    const api = await createSqlApi(db);
    await api.openDrawer({ float: { amount: 10_000 } });
    await api.recordSale({
      lines: [{ id: 'P027', name: 'Leather Belt', price: 0, quantity: 2 }],
      choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
      idempotencyKey: 'reset-test-sale',
    });
    await resetToSample(db);
    const sample = createMemoryApi();
    expect(await everyItem((q) => api.listProducts(q))).toEqual(
      await everyItem((q) => sample.listProducts(q)),
    );
    expect(await everyItem((q) => api.listSales(q))).toEqual(await everyItem((q) => sample.listSales(q)));
    // The drawer opened is gone with the rest: the sample has none.
    expect(await api.getMyDrawer()).toBeNull();
    expect((await api.listDrawerSessions()).items).toEqual([]);
  });
});
