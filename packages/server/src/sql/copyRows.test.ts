import { describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { testDatabase } from '../testing/testDatabase';
import { copyMany } from './copyRows';

const { db } = await testDatabase();

const customer = (id: string, name: string, firstOrderDate: string | null = '2026-01-02') => ({
  id,
  name,
  email: `${id.toLowerCase()}@copy.test`,
  phone: `555-01${id.slice(-1)}`,
  address: '',
  firstOrderDate,
});

// New products go in with COPY.
describe('copyMany', () => {
  it('stores the rows as given, text with a backslash, a tab or a line break too, and null as null', async () => {
    const rows = [customer('CPY-1', 'Tab\there \\N "q"\r\nnext'), customer('CPY-2', 'Plain', null)];
    await db.transaction((tx) => copyMany(tx, customers, rows));
    const stored = await db.query.customers.findMany({
      columns: { id: true, name: true, firstOrderDate: true },
      where: (table, { like }) => like(table.id, 'CPY-%'),
      orderBy: (table, { asc }) => asc(table.id),
    });
    expect(stored).toEqual([
      { id: 'CPY-1', name: 'Tab\there \\N "q"\r\nnext', firstOrderDate: '2026-01-02' },
      { id: 'CPY-2', name: 'Plain', firstOrderDate: null },
    ]);
  });

  it('a row the table refuses fails the statement and the one queued after it; the transaction undoes both', async () => {
    const failed = db.transaction(async (tx) => {
      await Promise.all([
        copyMany(tx, customers, [customer('CPY-3', 'New'), customer('CPY-1', 'Taken id')]),
        copyMany(tx, customers, [customer('CPY-4', 'After')]),
      ]);
    });
    await expect(failed).rejects.toThrow(/duplicate key/);
    const ids = await db.query.customers.findMany({
      columns: { id: true },
      where: (table, { like }) => like(table.id, 'CPY-%'),
    });
    expect(ids.map(({ id }) => id).sort()).toEqual(['CPY-1', 'CPY-2']);
    // The connection is usable again.
    await db.transaction((tx) => copyMany(tx, customers, [customer('CPY-5', 'Later')]));
  });
});
