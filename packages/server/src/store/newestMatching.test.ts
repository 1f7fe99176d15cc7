import { everyItem } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { seedWhenEmpty } from '../db/seed';
import { testDatabase } from '../testing/testDatabase';
import { insertMany } from './executor';
import { createSqlApi } from './sqlApi';

const { db } = await testDatabase();
await seedWhenEmpty(db);
const api = await createSqlApi(db);
const whole = await everyItem((query) => api.listSales(query));
const holding = (text: string) =>
  whole.filter((sale) => `${sale.id}\n${sale.customer}`.toLowerCase().includes(text.toLowerCase()));

describe('Issue 18: a search finds the newest matches whichever way it reads them', () => {
  it('matches common among recent sales (read in date order): the newest first, a page at a time', async () => {
    const matches = holding('ord-');
    expect(matches.length).toBeGreaterThan(100);
    const first = await api.listSales({ search: 'ORD-', limit: 7 });
    expect(first.items).toEqual(matches.slice(0, 7));
    const next = await api.listSales({ search: 'ORD-', limit: 7, cursor: first.nextCursor ?? '' });
    expect(next.items).toEqual(matches.slice(7, 14));
  });

  it('matches fewer than a page (read through the indexes): all of them, newest first', async () => {
    const oldest = whole.at(-1);
    if (!oldest) throw new Error('The sample has no sales');
    const matches = holding(oldest.id);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(50);
    expect((await api.listSales({ search: oldest.id.toLowerCase() })).items).toEqual(matches);
  });

  it('customers, both ways: a common name a page at a time, a rare one all at once', async () => {
    const everyone = await everyItem((query) => api.listCustomers(query));
    const named = (text: string) =>
      everyone.filter((c) => `${c.name}\n${c.email}`.toLowerCase().includes(text));
    expect(named('example').length).toBeGreaterThan(20);
    expect((await api.listCustomers({ search: 'example', limit: 5 })).items).toEqual(
      named('example').slice(0, 5),
    );
    const rare = everyone.at(-1)?.email ?? '';
    expect(named(rare).length).toBeLessThan(5);
    expect((await api.listCustomers({ search: rare })).items).toEqual(named(rare));
  });

  it('a search holding a quote and a backslash finds them as typed (the pattern is quoted as text)', async () => {
    await insertMany(db, customers, [
      {
        id: 'C-QUOTE',
        name: "Róisín O'Brien\\Byrne",
        email: 'rb@example.com',
        phone: '555',
        address: '1 St',
      },
    ]);
    const found = await api.listCustomers({ search: "o'brien\\by" });
    expect(found.items.map((customer) => customer.id)).toEqual(['C-QUOTE']);
  });
});
