import { isoDate } from '@warehouse/domain/format';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, sales } from '../../db/schema';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { saleRow } from '../sales/salesRecords';
import { createSqlApi } from '../sqlApi';

const database = await testDatabase();
await seedWhenEmpty(database.db);
const api = await createSqlApi(database.db);
const { db } = database;
const today = isoDate(new Date());

/** The customers whose kept first order day is not the day of their first counted sale. */
async function firstOrdersOff() {
  const result = await db.execute<{ id: string }>(sql`
    select c.id from customers c
    left join (select customer_id, min(date) as first_order from sales
      where status <> 'cancelled' and customer_id is not null group by customer_id) f on f.customer_id = c.id
    where c.first_order_date is distinct from f.first_order`);
  return result.rows.map((row) => row.id);
}

const newCustomers = async () => (await api.getAnalytics()).find((kpi) => kpi.id === 'newCustomers')?.value;
const firstOrderOf = async (id: string) =>
  (await db.select({ day: customers.firstOrderDate }).from(customers).where(eq(customers.id, id)))[0]?.day;

describe("Issue 18: each customer's first counted order day is kept on the customer", () => {
  it('after the seed, it is the day of every customer’s first counted sale (Analytics counts the spec’s 428 by it)', async () => {
    expect(await firstOrdersOff()).toEqual([]);
    expect(await newCustomers()).toBe(428);
  });

  it('a first sale sets it and counts a new customer; a later one leaves it; cancelled or removed, it is worked out again', async () => {
    await db.insert(customers).values({
      id: 'CUST-FIRST',
      name: 'Fiona First',
      email: 'fiona@example.com',
      phone: '+1 (555) 000-0000',
      address: '1 First St',
    });
    const sale = (id: string, date: string) =>
      saleRow({
        id,
        customer: 'Fiona First',
        customerId: 'CUST-FIRST',
        amount: 1000,
        status: 'completed',
        paymentMethod: 'cash',
        date,
        items: 1,
      });
    await db.insert(sales).values(sale('ORD-FIRST-2', today));
    expect(await firstOrderOf('CUST-FIRST')).toBe(today);
    expect(await newCustomers()).toBe(429);
    await db.insert(sales).values(sale('ORD-FIRST-1', '2020-01-01'));
    expect(await firstOrderOf('CUST-FIRST')).toBe('2020-01-01');
    expect(await newCustomers()).toBe(428);
    await db.update(sales).set({ status: 'cancelled' }).where(eq(sales.id, 'ORD-FIRST-1'));
    expect(await firstOrderOf('CUST-FIRST')).toBe(today);
    await db.delete(sales).where(eq(sales.id, 'ORD-FIRST-2'));
    expect(await firstOrderOf('CUST-FIRST')).toBeNull();
    expect(await newCustomers()).toBe(428);
    expect(await firstOrdersOff()).toEqual([]);
  });
});
