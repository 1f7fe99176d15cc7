import { EXPORT_LISTS, type ExportListName } from '@warehouse/domain/exports';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { type SessionHeaders, signInAsNew, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Issue 39: every list exported to CSV and .xlsx over HTTP, on PostgreSQL, with the list's own
// search and filters; owners and managers only.
const database = await testDatabase();
await seedWhenEmpty(database.db);
const api = await createSqlApi(database.db);
const app = buildServer({ db: database.db, api, appDir: null, signInMode: 'demo' });
const owner = await signInByInject(app);

const get = (url: string, headers: SessionHeaders = owner) => app.inject({ method: 'GET', url, headers });

/** A CSV export's rows under its header, as text. */
async function csvRows(url: string): Promise<{ header: string[]; rows: string[][] }> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const { data } = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true });
  const [header = [], ...rows] = data;
  return { header, rows };
}

/** An .xlsx export's rows under its header, read back by exceljs, each cell as the CSV writes it. */
async function xlsxRows(list: ExportListName, url: string): Promise<{ header: string[]; rows: string[][] }> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const { kinds } = EXPORT_LISTS[list];
  const text = (value: ExcelJS.CellValue, column: number): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) {
      const iso = value.toISOString();
      return kinds[column] === 'day' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
    }
    if (typeof value === 'number') return kinds[column] === 'money' ? value.toFixed(2) : String(value);
    return String(value);
  };
  const read: string[][] = [];
  sheet.eachRow((row) => {
    read.push(kinds.map((_, column) => text(row.getCell(column + 1).value, column)));
  });
  const [header = [], ...rows] = read;
  return { header, rows };
}

describe('Exports over HTTP (issue 39)', () => {
  it('a filtered export holds as many rows as the list counts, in its order', async () => {
    const cases: [string, string][] = [
      ['/api/exports/sales.csv?status=pending', '/api/sales?status=pending&limit=200'],
      ['/api/exports/sales.csv?search=sarah', '/api/sales?search=sarah&limit=200'],
      ['/api/exports/inventory.csv?categoryId=electronics', '/api/products?categoryId=electronics&limit=200'],
      ['/api/exports/customers.csv?search=an', '/api/customers?search=an&limit=200'],
      ['/api/exports/deliveries.csv?status=pending', '/api/deliveries?status=pending&limit=200'],
      ['/api/exports/purchaseOrders.csv?status=ordered', '/api/purchase-orders?status=ordered&limit=200'],
      ['/api/exports/stockMovements.csv?productId=P002', '/api/products/P002/movements?limit=200'],
    ];
    for (const [exported, listed] of cases) {
      const page = (await get(listed)).json();
      // Under the count's bound: the list's total is exact.
      expect([listed, page.totalIsLowerBound]).toEqual([listed, undefined]);
      const { rows } = await csvRows(exported);
      expect([exported, rows.length]).toEqual([exported, page.total]);
      expect(page.total).toBeGreaterThan(0);
    }
    const { rows } = await csvRows('/api/exports/sales.csv?search=sarah');
    const page = (await get('/api/sales?search=sarah&limit=200')).json();
    expect(rows.map((row) => row[0])).toEqual(page.items.map((sale: { id: string }) => sale.id));
  });

  it('amounts are numbers to the cent with the currency in their heading; a cell starting with = is neutralised', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: owner,
      payload: {
        name: '=HYPERLINK("http://evil.example","Click")',
        phone: '555 0199',
        email: '',
        address: '',
      },
    });
    expect(created.statusCode).toBe(201);
    const csv = await csvRows('/api/exports/customers.csv?search=hyperlink');
    expect(csv.header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Address',
      'Total Orders',
      'Total Spent (USD)',
      'First Order',
      'Last Order',
    ]);
    expect(csv.rows.map((row) => row[0])).toEqual(['\'=HYPERLINK("http://evil.example","Click")']);
    const xlsx = await xlsxRows('customers', '/api/exports/customers.xlsx?search=hyperlink');
    expect(xlsx.rows.map((row) => row[0])).toEqual(['\'=HYPERLINK("http://evil.example","Click")']);
    const sales = await csvRows('/api/exports/sales.csv?search=ORD-1001');
    const sale = (await get('/api/sales/ORD-1001')).json().sale;
    expect(sales.header[2]).toBe('Amount (USD)');
    expect(sales.rows[0]?.[2]).toBe((sale.amount / 100).toFixed(2));
  });

  it('CSV and .xlsx hold the same rows, for every list', async () => {
    const queries: Record<ExportListName, string> = {
      inventory: '',
      sales: '',
      salesReport: '',
      returns: '',
      invoices: '',
      customers: '',
      deliveries: '',
      purchaseOrders: '',
      stockMovements: '?productId=P001',
      activity: '',
    };
    for (const [list, query] of Object.entries(queries) as [ExportListName, string][]) {
      const csv = await csvRows(`/api/exports/${list}.csv${query}`);
      const xlsx = await xlsxRows(list, `/api/exports/${list}.xlsx${query}`);
      expect(xlsx.header).toEqual(csv.header);
      // The activity read by the CSV's export is in the trail before the .xlsx's is read.
      if (list === 'activity') expect(xlsx.rows.slice(1)).toEqual(csv.rows);
      else expect([list, xlsx.rows]).toEqual([list, csv.rows]);
    }
    const movements = await csvRows('/api/exports/stockMovements.csv?productId=P001');
    expect(movements.header[0]).toBe('When (America/New_York)');
    expect(movements.rows[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("Analytics' report: its sales not cancelled are its orders and add up to its revenue", async () => {
    const { rows } = await csvRows('/api/exports/salesReport.csv');
    const kpis: { id: string; value: number }[] = (await get('/api/analytics')).json();
    const counted = rows.filter((row) => row[5] !== 'Cancelled');
    expect(counted.length).toBe(kpis.find((kpi) => kpi.id === 'orders')?.value);
    const revenue = counted.reduce((sum, row) => sum + Math.round(Number(row[2]) * 100), 0);
    expect(revenue).toBe(kpis.find((kpi) => kpi.id === 'revenue')?.value);
  });

  it('is named by its list and day, recorded in the audit trail with its filters', async () => {
    const response = await get('/api/exports/sales.xlsx?status=pending');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const { rows } = await database.pool.query(
      `select call, record, outcome, detail from audit_entries where call = 'exportList' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({
      call: 'exportList',
      record: expect.stringMatching(/^sales-\d{4}-\d{2}-\d{2}\.xlsx$/),
      outcome: 'done',
      detail: 'status: pending',
    });
  });

  it('refuses a filter the list does not take (400), and a list or format there is none of (404)', async () => {
    const bad = await get('/api/exports/sales.csv?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['status']);
    expect((await get('/api/exports/sales.csv?sort=name')).statusCode).toBe(400);
    expect((await get('/api/exports/stockMovements.csv')).statusCode).toBe(400);
    expect((await get('/api/exports/shelves.csv')).statusCode).toBe(404);
    expect((await get('/api/exports/sales.pdf')).statusCode).toBe(404);
    expect((await get('/api/exports/sales.csv.xlsx')).statusCode).toBe(404);
  });

  it('owners and managers export; a cashier is refused (403, recorded); nobody signed out exports', async () => {
    // Staff accounts (demo mode signs anyone in as the owner).
    const staffApp = buildServer({ db: database.db, api, appDir: null, signInMode: 'production' });
    const cashier = await signInAsNew(staffApp, database.db, 'cashier');
    const manager = await signInAsNew(staffApp, database.db, 'manager');
    const as = (headers: SessionHeaders, url: string) =>
      staffApp.inject({ method: 'GET', url, headers }).then((response) => response.statusCode);
    expect(await as(cashier, '/api/exports/sales.csv')).toBe(403);
    expect(await as(cashier, '/api/exports/inventory.xlsx')).toBe(403);
    expect(await as(manager, '/api/exports/sales.csv')).toBe(200);
    expect((await staffApp.inject({ method: 'GET', url: '/api/exports/sales.csv' })).statusCode).toBe(401);
    const { rows } = await database.pool.query(
      `select record, code from audit_entries where call = 'exportList' and outcome = 'refused' order by id`,
    );
    expect(rows).toEqual([
      { record: 'sales.csv', code: 'forbidden' },
      { record: 'inventory.xlsx', code: 'forbidden' },
    ]);
  });
});
