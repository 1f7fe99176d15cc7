import { describe, expect, it } from 'vitest';
import type { WarehouseApi } from '../contract/contract';
import { createMemoryApi } from '../contract/memoryApi';
import { isoDate } from '../format/format';
import type { ExportCell } from './exportCells';
import { EXPORT_LISTS, type ExportListName, exportFileName, isExportListName } from './exportLists';
import { exportPath } from './exportPaths';

const NOW = new Date(2024, 1, 1, 12, 30, 0);
const context = { currency: 'USD', timezone: 'America/New_York', today: isoDate(NOW) };

async function rowsOf(api: WarehouseApi, list: ExportListName, query: object = {}): Promise<ExportCell[][]> {
  const rows: ExportCell[][] = [];
  for await (const page of EXPORT_LISTS[list].rows(api, EXPORT_LISTS[list].query.parse(query), context))
    rows.push(...page);
  return rows;
}

describe('Exports of the lists (issue 39)', () => {
  it('a filtered export holds the rows the list counts, in its order, as many cells as headings', async () => {
    const api = createMemoryApi({}, { now: () => NOW });
    const cases: [ExportListName, object, () => Promise<{ total: number }>][] = [
      ['sales', { status: 'completed' }, () => api.listSales({ status: 'completed' })],
      ['sales', { search: 'sarah' }, () => api.listSales({ search: 'sarah' })],
      ['inventory', { categoryId: 'electronics' }, () => api.listProducts({ categoryId: 'electronics' })],
      ['customers', { search: 'a' }, () => api.listCustomers({ search: 'a' })],
      ['deliveries', { status: 'pending' }, () => api.listDeliveries({ status: 'pending' })],
      ['purchaseOrders', {}, () => api.listPurchaseOrders()],
      ['stockMovements', { productId: 'P002' }, () => api.listProductMovements('P002')],
      ['activity', {}, () => api.listActivity()],
    ];
    for (const [list, query, listed] of cases) {
      const rows = await rowsOf(api, list, query);
      const { total } = await listed();
      expect([list, rows.length]).toEqual([list, total]);
      const headings = EXPORT_LISTS[list].headings(context);
      for (const row of rows) expect(row).toHaveLength(headings.length);
    }
    const sales = await rowsOf(api, 'sales', { search: 'sarah' });
    expect(sales.map((row) => row[0])).toEqual(
      (await api.listSales({ search: 'sarah' })).items.map((sale) => sale.id),
    );
  });

  it('amounts are numbers with the currency in their heading; text starting with = is neutralised', async () => {
    const api = createMemoryApi({}, { now: () => NOW });
    await api.createCustomer({
      name: '=HYPERLINK("http://evil","x")',
      phone: '555 0199',
      email: '',
      address: '',
    });
    expect(EXPORT_LISTS.sales.headings(context)).toEqual([
      'Order ID',
      'Customer',
      'Amount (USD)',
      'Items',
      'Payment',
      'Status',
      'Date',
    ]);
    const [first] = await rowsOf(api, 'sales');
    const [newest] = (await api.listSales({ limit: 1 })).items;
    expect(first).toEqual([
      newest?.id,
      newest?.customer,
      (newest?.amount ?? 0) / 100,
      newest?.items,
      expect.any(String),
      expect.any(String),
      newest?.date,
    ]);
    const customers = await rowsOf(api, 'customers', { search: 'hyperlink' });
    expect(customers.map((row) => row[0])).toEqual(['\'=HYPERLINK("http://evil","x")']);
  });

  it("Analytics' report: the sales of its period; those not cancelled are its orders and add up to its revenue", async () => {
    const api = createMemoryApi({}, { now: () => NOW });
    const rows = await rowsOf(api, 'salesReport');
    const kpis = await api.getAnalytics();
    const counted = rows.filter((row) => row[5] !== 'Cancelled');
    expect(counted.length).toBe(kpis.find((kpi) => kpi.id === 'orders')?.value);
    const revenue = counted.reduce((sum, row) => sum + Math.round(Number(row[2]) * 100), 0);
    expect(revenue).toBe(kpis.find((kpi) => kpi.id === 'revenue')?.value);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a query the list does not take; reads past its own cursor and limit', async () => {
    expect(EXPORT_LISTS.sales.query.safeParse({ sort: 'name' }).success).toBe(false);
    expect(EXPORT_LISTS.stockMovements.query.safeParse({}).success).toBe(false);
    const api = createMemoryApi({}, { now: () => NOW });
    const all = await rowsOf(api, 'sales');
    expect(await rowsOf(api, 'sales', { limit: '1', cursor: 'ORD-1001' })).toEqual(all);
  });

  it('is downloaded from its path, named by its list and day', () => {
    expect(exportPath('sales', 'csv', { search: 'sarah j', status: undefined, customerId: '' })).toBe(
      '/exports/sales.csv?search=sarah+j',
    );
    expect(exportPath('inventory', 'xlsx', { descending: true })).toBe(
      '/exports/inventory.xlsx?descending=true',
    );
    expect(exportFileName('purchaseOrders', 'xlsx', '2026-11-27')).toBe('purchase-orders-2026-11-27.xlsx');
    expect(isExportListName('sales')).toBe(true);
    expect(isExportListName('toString')).toBe(false);
  });
});
