import { everyItem } from '@warehouse/domain/contract';
import { formatCount, formatMoney } from '@warehouse/domain/format';
import { sampleSuppliers } from '@warehouse/domain/sample';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { testDatabase } from '../testing/testDatabase';
import { seedWhenEmpty } from './seed';

const { db } = await testDatabase();

/**
 * §2.3 Side menu entries (name, route, badge): the badges of the entries the business counts. The
 * spec's Invoices 8 and Returns 2 are counted too: the sample owes nothing and has no open return
 * request (its delivered orders were sold before its books opened, without their lines).
 */
const SPEC_MENU_BADGES = {
  notifications: 3,
  lowStock: 12,
  purchases: 5,
  sales: 23,
  orders: 8,
  invoices: 0,
  returns: 0,
};

describe('A fresh start: the sample business on an empty database shows the spec’s figures', () => {
  it("§2.3 every counted menu badge is the spec's: Notifications 3, Low Stock 12, Purchases 5, Sales 23, Orders 8", async () => {
    const [empty] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from categories`))
      .rows;
    expect(empty?.count).toBe(0);
    // As the server does at its first start: the sample business, as it stands today.
    const now = new Date();
    expect(await seedWhenEmpty(db)).toBe(true);
    const api = await createSqlApi(db, { now: () => now });

    expect(await api.getMenuBadges()).toEqual(SPEC_MENU_BADGES);
  });

  it('§2.5 Analytics keeps the spec’s month: $45,231.89 from 1,250 orders and 428 new customers', async () => {
    const api = await createSqlApi(db);
    const kpis = Object.fromEntries(
      (await api.getAnalytics()).map((kpi) => [
        kpi.id,
        kpi.format === 'money' ? formatMoney(kpi.value) : formatCount(kpi.value),
      ]),
    );
    expect(kpis).toMatchObject({ revenue: '$45,231.89', orders: '1,250', newCustomers: '428' });
  });

  it("Purchases is not empty: the five orders awaiting goods, from the sample's suppliers", async () => {
    const api = await createSqlApi(db);
    const orders = await everyItem((q) => api.listPurchaseOrders(q));
    expect(orders).toHaveLength(5);
    const suppliers = new Set(sampleSuppliers.map((supplier) => supplier.id));
    for (const order of orders) {
      expect(order.status).toBe('ordered');
      expect(suppliers.has(order.supplierId)).toBe(true);
    }
    // None is late yet: Notifications holds only the sample's three.
    expect(await everyItem((q) => api.listPurchaseOrders({ ...q, status: 'late' }))).toEqual([]);
  });
});
