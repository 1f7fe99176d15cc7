import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { formatMoney } from '@warehouse/domain/format';
import { dataRows, expect, expectRowCount, logIn, test } from './support';

const salesTable = (page: Page) => page.getByRole('grid', { name: 'Recent Sales' });

/** Chooses a format in a list's Export menu: the file the browser downloads. */
async function exportAs(
  page: Page,
  button: string,
  format: 'Export CSV' | 'Export Excel',
): Promise<Download> {
  await page.getByRole('button', { name: button }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menu', { name: button }).getByRole('menuitem', { name: format }).click();
  return download;
}

/** A CSV's records, each as its fields (the sample's text has no quotes or commas to unquote). */
const csvRecords = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

test.describe('Issue 39: Export Sales', () => {
  test('downloads the sales as searched: as many rows as the list counts, amounts in dollars, and an Excel file too', async ({
    page,
  }) => {
    await logIn(page, '/sales?q=sarah');
    const { total, items } = await (await page.request.get('/api/sales?search=sarah&limit=200')).json();
    expect(total).toBeGreaterThan(0);
    await expectRowCount(salesTable(page), total);
    const first = dataRows(salesTable(page)).first();
    await expect(first).toContainText(formatMoney(items[0].amount));

    const csv = await exportAs(page, 'Export Sales', 'Export CSV');
    expect(csv.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = csvRecords(await readFile(await csv.path(), 'utf8'));
    expect(header).toEqual(['Order ID', 'Customer', 'Amount (USD)', 'Items', 'Payment', 'Status', 'Date']);
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => row[0])).toEqual(items.map((sale: { id: string }) => sale.id));
    expect(rows[0]?.[2]).toBe((items[0].amount / 100).toFixed(2));
    for (const row of rows) expect(row[1]?.toLowerCase()).toContain('sarah');

    const excel = await exportAs(page, 'Export Sales', 'Export Excel');
    expect(excel.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An .xlsx is a zip: its first bytes say so.
    expect((await readFile(await excel.path())).subarray(0, 2).toString()).toBe('PK');
  });
});
