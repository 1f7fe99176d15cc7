import { COUNT_BOUND } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { customers } from '../db/schema';
import { seedWhenEmpty } from '../db/seed';
import { testDatabase } from '../testing/testDatabase';
import { insertMany } from './jsonRows';

const { db } = await testDatabase();
await seedWhenEmpty(db);
const api = await createSqlApi(db);
// With the sample's, more than the bound; three of them named Quillfeather.
const rows = Array.from({ length: COUNT_BOUND + 1 }, (_, index) => ({
  id: `C${10_000 + index}`,
  name: index < 3 ? `Anna Quillfeather ${index}` : `Customer ${index}`,
  email: `customer${index}@example.com`,
  // Each its own phone: a phone belongs to one customer.
  phone: `555-${String(index).padStart(4, '0')}`,
  address: '1 Main St',
}));
await insertMany(db, customers, rows);

describe('Issue 18: a page counts its matches only up to a bound', () => {
  it('more matches than the bound: the total is the bound, said to be a lower bound ("1,000+")', async () => {
    const page = await api.listCustomers({ limit: 10 });
    expect(page).toMatchObject({ total: COUNT_BOUND, totalIsLowerBound: true });
    expect(page.items).toHaveLength(10);
  });

  it('fewer: the exact count, not flagged', async () => {
    const page = await api.listCustomers({ search: 'QUILLFEATHER' });
    expect(page.total).toBe(3);
    expect(page).not.toHaveProperty('totalIsLowerBound');
    expect((await api.listProducts({ search: 'nothing like it' })).total).toBe(0);
  });
});
