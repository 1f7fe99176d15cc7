import { describe, expect, it } from 'vitest';
import type { Sale } from '../pos/sale';
import { dashboardCards, figureMonths, recentOrders, salesKpis } from './salesFigures';

const sale = (id: string, date: string): Sale => ({
  id,
  customer: 'Walk-in Customer',
  amount: 100,
  status: 'completed',
  paymentMethod: 'cash',
  date,
  items: 1,
});

describe('Issue 14: sales figures', () => {
  it('"from last month" is the last 30 days, today included, against the 30 days before', () => {
    expect(figureMonths('2026-11-25')).toEqual({
      current: { from: '2026-10-27', to: '2026-11-25' },
      previous: { from: '2026-09-27', to: '2026-10-26' },
    });
  });

  it('§2.5 a KPI changes in percent to 1 decimal; from nothing it is +100%, nothing from nothing 0', () => {
    const kpis = salesKpis(
      { revenue: 4_523_189, orders: 1_250, newCustomers: 0 },
      { revenue: 3_766_186, orders: 0, newCustomers: 0 },
    );
    expect(kpis.map((kpi) => kpi.change)).toEqual([20.1, 100, 0, 100]);
  });

  it('§2.5 Recent Orders are the four newest sales by day, then number, in any order given', () => {
    const sales = [
      sale('ORD-0001', '2026-11-20'),
      sale('ORD-0005', '2026-11-25'),
      sale('ORD-0002', '2026-11-21'),
      sale('ORD-0004', '2026-11-25'),
      sale('ORD-0003', '2026-11-21'),
    ];
    expect(recentOrders(sales).map((order) => order.id)).toEqual([
      'ORD-0005',
      'ORD-0004',
      'ORD-0003',
      'ORD-0002',
    ]);
    // Past ORD-9999 the numbers grow longer, and stay newest.
    expect(
      recentOrders([sale('ORD-9999', '2026-11-25'), sale('ORD-10000', '2026-11-25')]).map(
        (order) => order.id,
      ),
    ).toEqual(['ORD-10000', 'ORD-9999']);
  });

  it('§2.5 the Low Stock Items card says its change from last week with its sign; fewer is a negative change', () => {
    const cards = dashboardCards(
      [],
      {
        unitsNow: 905,
        unitsMonthAgo: 868,
        lowStockNow: 12,
        lowStockWeekAgo: 14,
      },
      'USD',
    );
    expect(cards.slice(2)).toEqual([
      { title: 'Products in Stock', value: '905', change: '+4.3% from last month', changeType: 'positive' },
      { title: 'Low Stock Items', value: '12', change: '-2 from last week', changeType: 'negative' },
    ]);
  });

  it('the Total Revenue card is in the business’s currency (Settings → Store)', () => {
    const revenue = [
      { id: 'revenue' as const, title: 'Total Revenue', value: 4523189, change: 0, format: 'money' as const },
    ];
    const stock = { unitsNow: 0, unitsMonthAgo: 0, lowStockNow: 0, lowStockWeekAgo: 0 };
    expect(dashboardCards(revenue, stock, 'USD')[0]?.value).toBe('$45,231.89');
    expect(dashboardCards(revenue, stock, 'EUR')[0]?.value).toBe('€45,231.89');
  });
});
