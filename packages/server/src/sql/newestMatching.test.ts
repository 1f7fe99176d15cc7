import { everyItem } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { customers, sales } from '../db/schema';
import { seedWhenEmpty } from '../db/seed';
import { testDatabase } from '../testing/testDatabase';
import { insertMany } from './jsonRows';

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

  describe('past the few thousand newest rows a search reads first', () => {
    // Newer than the sample: more sales than the window, none holding 'sarah'; and five of one
    // customer, two among the newest and three just past the window.
    const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000).toISOString();
    const sale = (id: string, customer: string, createdAt: string) => ({
      id,
      customer,
      amountCents: 100,
      status: 'completed',
      paymentMethod: 'cash',
      date: '2030-01-01',
      items: 1,
      createdAt,
    });
    const beforeWindow = holding('sarah');

    it('matches all older than the window: the newest of them, a page at a time', async () => {
      await insertMany(
        db,
        sales,
        Array.from({ length: 5_100 }, (_, n) => sale(`ZZ-${n}`, 'Filler Person', at(10 + n))),
      );
      expect(beforeWindow.length).toBeGreaterThan(4);
      const first = await api.listSales({ search: 'SARAH', limit: 2 });
      expect(first.items).toEqual(beforeWindow.slice(0, 2));
      const next = await api.listSales({ search: 'SARAH', limit: 2, cursor: first.nextCursor ?? '' });
      expect(next.items).toEqual(beforeWindow.slice(2, 4));
    });

    it('matches inside the window and past it: in one order across the pages', async () => {
      await insertMany(db, sales, [
        sale('QV-1', 'Quinta Vale', at(9_000)),
        sale('QV-2', 'Quinta Vale', at(9_001)),
        sale('QV-3', 'Quinta Vale', at(1)),
        sale('QV-4', 'Quinta Vale', at(2)),
        sale('QV-5', 'Quinta Vale', at(3)),
      ]);
      // Two at a time: the pages cross the window's edge.
      const found = await everyItem((query) => api.listSales({ ...query, search: 'quinta', limit: 2 }));
      expect(found.map((row) => row.id)).toEqual(['QV-2', 'QV-1', 'QV-5', 'QV-4', 'QV-3']);
    });
  });
});
