import { PassThrough } from 'node:stream';
import { IMPORT_CHUNK_RECORDS } from '@warehouse/domain/imports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { ADVISORY_LOCKS } from '../../sql/advisoryLocks';
import { signInAsNew, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Issue 39, Import: through HTTP on a real PostgreSQL, for owners and managers.
const database = await testDatabase();
await seedWhenEmpty(database.db);
const api = await createSqlApi(database.db);
const app = buildServer({ db: database.db, api, appDir: null, signInMode: 'demo' });
const owner = await signInByInject(app);

const csv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');
const upload = (kind: string, body: string | Buffer, query = '', headers = owner) =>
  app.inject({
    method: 'POST',
    url: `/api/imports/${kind}${query}`,
    headers: {
      ...headers,
      'content-type': typeof body === 'string' ? 'text/csv' : 'application/octet-stream',
    },
    payload: body,
  });
const count = async (table: string) =>
  (await database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;

const header = [
  'Product Name',
  'SKU',
  'Category',
  'Base Price',
  'Low Stock Threshold',
  'Barcode',
  'Variant Name',
  'Variant SKU',
  'Variant Price',
];
const goodRows = [
  ['Import Desk', 'IMP-DESK', 'Home & Garden', '149.00', '4', '', '', '', ''],
  ['Import Tee', 'IMP-TEE', 'clothing', '12.50', '', '', 'Small', 'IMP-TEE-S', ''],
  ['Import Tee', 'IMP-TEE', 'clothing', '12.50', '', '', 'Large', 'IMP-TEE-L', '14.00'],
  ['Import Lamp', 'IMP-LAMP', 'Electronics', '30', '', '', '', '', ''],
];
const badRows = goodRows.map((row) =>
  row[1] === 'IMP-LAMP' ? ['Import Lamp', 'IMP-LAMP', 'Electronics', 'thirty', '', '', '', '', ''] : row,
);

async function xlsxOf(rows: (string | number | ExcelJS.CellFormulaValue)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('Import over HTTP', () => {
  it('a file with one bad row writes nothing and names the row, its column, value and message', async () => {
    const before = await count('products');
    const response = await upload('products', csv([header, ...badRows]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      title: 'Nothing Imported',
      detail: 'Row 5, Base Price: Base Price must be a number. Nothing was imported.',
      report: {
        committed: false,
        errors: [{ row: 5, column: 'Base Price', value: 'thirty', message: 'Base Price must be a number' }],
      },
    });
    expect(await count('products')).toBe(before);
  });

  it('the preview checks every row and keeps nothing', async () => {
    const before = await count('products');
    const response = await upload('products', csv([header, ...goodRows]), '?preview=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 4, created: 3, committed: false, errors: [] });
    expect(response.json().preview[0]).toEqual({
      row: 2,
      values: expect.objectContaining({ name: 'Import Desk', sku: 'IMP-DESK', price: '149.00' }),
    });
    expect(await count('products')).toBe(before);
  });

  it('the same file fixed imports every product, with its variants, category, price and threshold', async () => {
    const response = await upload('products', csv([header, ...goodRows]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 3, updated: 0, unchanged: 0, committed: true });
    const { items } = await api.listProducts({ search: 'Import' });
    expect(
      items.map(({ name, sku, category, price, lowStockThreshold, variants }) => [
        name,
        sku,
        category,
        price,
        lowStockThreshold,
        variants.map((variant) => variant.name),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Import Desk', 'IMP-DESK', 'Home & Garden', 14900, 4, []],
        ['Import Tee', 'IMP-TEE', 'Clothing', 1250, 10, ['Small', 'Large']],
        ['Import Lamp', 'IMP-LAMP', 'Electronics', 3000, 10, []],
      ]),
    );
    const trail = await database.pool.query(
      `select record, outcome from audit_entries where call = 'importFile' order by seq`,
    );
    expect(trail.rows.at(-1)).toEqual({
      record: 'products: 3 added, 0 changed, 0 unchanged',
      outcome: 'done',
    });
  });

  it('a re-import changes nothing; the update mode changes the matched rows', async () => {
    const versions = `select sum(version)::int as n from products`;
    const before = (await database.pool.query(versions)).rows[0].n;
    const again = await upload('products', csv([header, ...goodRows]));
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, committed: true });
    expect((await database.pool.query(versions)).rows[0].n).toBe(before);

    const repriced = goodRows.map((row) => (row[1] === 'IMP-DESK' ? row.with(3, '159.00') : row));
    const update = await upload('products', csv([header, ...repriced]), '?mode=update');
    expect(update.json()).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const [desk] = (await api.listProducts({ search: 'IMP-DESK' })).items;
    expect(desk?.price).toBe(15900);
  });

  it('.csv and .xlsx give the same result, and a formula cell is stored as its saved value, never run', async () => {
    const rows = [
      ['Name', 'Email', 'Phone', 'Address'],
      ['Imported Ann', 'ann@import.test', '+1 555 010 2000', '1 Main St'],
      ['Imported Bob', 'bob@import.test', '', '2 Main St'],
    ];
    const fromCsv = (await upload('customers', csv(rows), '?preview=1')).json();
    const fromXlsx = (await upload('customers', await xlsxOf(rows), '?preview=1')).json();
    expect(fromXlsx).toEqual(fromCsv);
    expect(fromCsv).toMatchObject({ rows: 2, created: 2, errors: [] });

    const formula = await xlsxOf([
      ['Product Name', 'SKU', 'Base Price'],
      ['Formula Mug', 'IMP-MUG', { formula: '2*6', result: 12 }],
      // A formula a spreadsheet would run: the text it saved is all that is read.
      [{ formula: 'HYPERLINK("http://example.test","x")', result: 'Plain Cup' }, 'IMP-CUP', 3],
    ]);
    const imported = await upload('products', formula);
    expect(imported.json()).toMatchObject({ created: 2, committed: true });
    const items = (await api.listProducts({ search: 'IMP-' })).items;
    expect(items.find((item) => item.sku === 'IMP-MUG')?.price).toBe(1200);
    expect(items.find((item) => item.sku === 'IMP-CUP')?.name).toBe('Plain Cup');
  });

  it('opening stock goes into the ledger per bin as movements, once; never below zero', async () => {
    const bin = (await database.pool.query(`select label from bins order by id limit 1`)).rows[0]
      .label as string;
    const rows = [
      ['SKU', 'Bin', 'Quantity'],
      ['IMP-DESK', bin, '7'],
      ['IMP-TEE-S', bin, '3'],
    ];
    const first = await upload('stock', csv(rows));
    expect(first.json()).toMatchObject({ created: 2, committed: true });
    const movements = `select count(*)::int as n from stock_movements where item_id in (select id from stock_items where sku like 'IMP-%')`;
    expect((await database.pool.query(movements)).rows[0].n).toBe(2);
    const again = await upload('stock', csv(rows));
    expect(again.json()).toMatchObject({ created: 0, unchanged: 2 });
    expect((await database.pool.query(movements)).rows[0].n).toBe(2);
    const [desk] = (await api.listProducts({ search: 'IMP-DESK' })).items;
    expect(desk?.stock).toBe(7);

    const negative = await upload(
      'stock',
      csv([
        ['SKU', 'Bin', 'Quantity'],
        ['IMP-DESK', bin, '-2'],
        ['NOPE', bin, '1'],
      ]),
    );
    expect(negative.statusCode).toBe(422);
    expect(negative.json().report.errors).toEqual([
      { row: 2, column: 'Quantity', value: '-2', message: 'Quantity cannot be negative' },
      { row: 3, column: 'SKU', value: 'NOPE', message: 'No product or variant has SKU NOPE' },
    ]);
  });

  it('"import only the valid rows" imports the rest and lists the others', async () => {
    const rows = [
      ['Name', 'Email', 'Lead Time (days)'],
      ['Import Supplies Co', 'orders@supplies.test', '5'],
      ['', 'nobody@supplies.test', '3'],
    ];
    const response = await upload('suppliers', csv(rows), '?rows=valid');
    expect(response.json()).toMatchObject({
      created: 1,
      committed: true,
      errors: [{ row: 3, column: 'Name', value: '', message: 'Name is required' }],
    });
  });

  it('a 50 MB file is refused with 413 and a problem; a file that is not a CSV or .xlsx with 415', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    const large = await upload('products', huge);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ title: 'File Too Large', detail: expect.stringContaining('20 MB') });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const refused = await upload('products', png);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ title: 'Not a CSV or Excel File' });
  });

  it('a cashier may not import (403), and the refusal is recorded', async () => {
    const staffApp = buildServer({ db: database.db, api, appDir: null, signInMode: 'production' });
    const cashier = await signInAsNew(staffApp, database.db, 'cashier');
    const response = await staffApp.inject({
      method: 'POST',
      url: '/api/imports/products',
      headers: { ...cashier, 'content-type': 'text/csv' },
      payload: csv([header, ...goodRows]),
    });
    expect(response.statusCode).toBe(403);
    const manager = await signInAsNew(staffApp, database.db, 'manager');
    const allowed = await staffApp.inject({
      method: 'POST',
      url: '/api/imports/products?preview=1',
      headers: { ...manager, 'content-type': 'text/csv' },
      payload: csv([header, ...goodRows]),
    });
    expect(allowed.statusCode).toBe(200);
    const refused = await database.pool.query(
      `select count(*)::int as n from audit_entries where call = 'importFile' and outcome = 'refused' and code = 'forbidden'`,
    );
    expect(refused.rows[0].n).toBe(1);
  });
});

// Issue 39, Import's figure: records are written a chunk at a time (IMPORT_CHUNK_RECORDS), each
// still decided as if the rows before it, in its chunk too, were written already.
describe('Import a chunk at a time', () => {
  const ledgerOff = `select count(*)::int as n from stock_balances b full join
      (select item_id, bin_id, sum(quantity) as moved from stock_movements group by 1, 2) m using (item_id, bin_id)
      where coalesce(b.item_id, m.item_id) in (select id from stock_items where sku like 'CHK-%')
        and coalesce(b.on_hand, 0) <> coalesce(m.moved, 0)`;

  it('a file of more than one chunk is imported whole, each product numbered once; a re-import changes nothing', async () => {
    const size = IMPORT_CHUNK_RECORDS + 100;
    const rows = Array.from({ length: size }, (_, index) => [
      `Chunked ${index}`,
      `CHK-${String(index).padStart(4, '0')}`,
      'Books',
      '1.50',
      '',
      '',
      '',
      '',
      '',
    ]);
    const before = await count('products');
    const first = await upload('products', csv([header, ...rows]));
    expect(first.json()).toMatchObject({ rows: size, created: size, errorCount: 0, committed: true });
    const kept = await database.pool.query(
      `select count(*)::int as products, count(distinct p.id)::int as ids, count(i.id)::int as items
       from products p join stock_items i on i.product_id = p.id where p.sku like 'CHK-%'`,
    );
    expect(kept.rows[0]).toEqual({ products: size, ids: size, items: size });
    const again = await upload('products', csv([header, ...rows]));
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: size, committed: true });
    const sameAgain = await upload('products', csv([header, ...rows]), '?mode=update');
    expect(sameAgain.json()).toMatchObject({ created: 0, updated: 0, unchanged: size, committed: true });
    expect(await count('products')).toBe(before + size);
  });

  it('a slow upload keeps no catalogue lock while it arrives: the import takes it once the file is all there', async () => {
    const body = new PassThrough();
    const answer = app.inject({
      method: 'POST',
      url: '/api/imports/products',
      headers: { ...owner, 'content-type': 'text/csv' },
      payload: body,
    });
    body.write(`${csv([header, ['Slow Desk', 'SLOW-1', 'Books', '3.00', '', '', '', '', '']])}\r\n`);
    // Half the file is in; the rest has not come yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const lock = await client.query('select pg_try_advisory_xact_lock($1) as free', [
        ADVISORY_LOCKS.catalogue,
      ]);
      expect(lock.rows[0].free).toBe(true);
      await client.query('rollback');
    } finally {
      client.release();
    }
    body.end(`${csv([['Slow Lamp', 'SLOW-2', 'Books', '4.00', '', '', '', '', '']])}\r\n`);
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 2, created: 2, committed: true });
  });

  it('customers and suppliers are imported while the catalogue is locked: only products and opening stock take its lock', async () => {
    const client = await database.pool.connect();
    const imports: Promise<{ json: () => unknown }>[] = [];
    /** What the import answered, or 'waiting' when it has not answered within a few seconds. */
    const answered = (kind: string, rows: string[][]) => {
      const response = upload(kind, csv(rows));
      imports.push(response);
      const waiting = new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 5000));
      return Promise.race([response.then((reply) => reply.json()), waiting]);
    };
    try {
      await client.query('begin');
      // A catalogue writer holds the lock (a product being saved) while the imports run.
      await client.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.catalogue]);
      expect(
        await answered('customers', [
          ['Name', 'Email'],
          ['Locked Ann', 'ann@locked.test'],
        ]),
      ).toMatchObject({ created: 1, committed: true });
      expect(
        await answered('suppliers', [
          ['Name', 'Email'],
          ['Locked Supplies', 'orders@locked.test'],
        ]),
      ).toMatchObject({ created: 1, committed: true });
    } finally {
      await client.query('rollback');
      client.release();
      await Promise.all(imports);
    }
  });

  it('a name with a backslash, a tab or a line break is stored as the file gives it', async () => {
    const name = 'Chunk Odd \\N\tshelf "A"\r\nsecond line';
    const response = await upload(
      'products',
      csv([header, [name, 'CHK-ODD', 'Books', '2', '', '', '', '', '']]),
    );
    expect(response.json()).toMatchObject({ created: 1, committed: true });
    const stored = await database.pool.query(
      `select p.name, i.name as item_name from products p join stock_items i on i.product_id = p.id where p.sku = 'CHK-ODD'`,
    );
    expect(stored.rows).toEqual([{ name, item_name: name }]);
  });

  it('a row is refused for a code a row above it in the same chunk took', async () => {
    const rows = [
      ['Chunk Lamp', 'CHK-LAMP', 'Electronics', '30', '', '4006381333931', '', '', ''],
      ['Chunk Shade', 'CHK-SHADE', 'Electronics', '12', '', '4006381333931', '', '', ''],
      ['Chunk Bulb', 'CHK-BULB', 'Electronics', '3', '', '', '', '', ''],
    ];
    const response = await upload('products', csv([header, ...rows]), '?rows=valid');
    expect(response.json()).toMatchObject({
      created: 2,
      committed: true,
      errors: [
        {
          row: 3,
          column: 'Barcode',
          value: '4006381333931',
          message: 'Barcode 4006381333931 is already used by Chunk Lamp',
        },
      ],
    });
    expect((await api.listProducts({ search: 'CHK-SHADE' })).items).toEqual([]);
  });

  it('opening stock: a SKU and bin given twice is decided on what the first row left; every balance equals its movements', async () => {
    const bin = (await database.pool.query(`select label from bins order by id limit 1`)).rows[0]
      .label as string;
    const rows = [
      ['SKU', 'Bin', 'Quantity'],
      ['CHK-0001', bin, '5'],
      ['CHK-0001', bin, '9'],
      ['CHK-0002', bin, '4'],
    ];
    const created = await upload('stock', csv(rows));
    expect(created.json()).toMatchObject({ created: 2, unchanged: 1, committed: true });
    const counted = await upload('stock', csv(rows), '?mode=update');
    expect(counted.json()).toMatchObject({ created: 0, updated: 1, unchanged: 2, committed: true });
    const held = async (sku: string) =>
      (await api.listProducts({ search: sku })).items.find((item) => item.sku === sku)?.stock;
    expect([await held('CHK-0001'), await held('CHK-0002')]).toEqual([9, 4]);
    expect((await database.pool.query(ledgerOff)).rows[0].n).toBe(0);
  });

  it('customers: a row that repeats an email above it matches the customer that row added', async () => {
    const rows = [
      ['Name', 'Email'],
      ['Chunk Ann', 'ann@chunk.test'],
      ['Chunk Annie', 'ANN@chunk.test'],
    ];
    const added = await upload('customers', csv(rows));
    expect(added.json()).toMatchObject({ created: 1, unchanged: 1, committed: true });
    const updated = await upload(
      'customers',
      csv([...rows, ['Chunk Ann B', 'ann@chunk.test']]),
      '?mode=update',
    );
    expect(updated.json()).toMatchObject({ created: 0, updated: 2, unchanged: 1, committed: true });
    const stored = await database.pool.query(
      `select name from customers where lower(email) = 'ann@chunk.test' and not archived`,
    );
    expect(stored.rows).toEqual([{ name: 'Chunk Ann B' }]);
    const sameAgain = await upload(
      'customers',
      csv([rows[0] as string[], ['Chunk Ann B', 'ann@chunk.test']]),
      '?mode=update',
    );
    expect(sameAgain.json()).toMatchObject({ updated: 0, unchanged: 1, committed: true });
  });
});
