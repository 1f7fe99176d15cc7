import type { Page } from '@playwright/test';
import { NO_VARIANTS_TEXT } from '@warehouse/domain/notices';
import { filterByQuery, productSearchFields } from '@warehouse/domain/search';
import { STOCK_STATUS_TONES } from '@warehouse/domain/stock';
import { sampleInventory } from './sampleBusiness';
import {
  choose,
  dataRows,
  expect,
  expectNotice,
  goInApp,
  logIn,
  pickBin,
  posTile,
  queryParam,
  sideMenu,
  test,
} from './support';

const productsTable = (page: Page) => page.getByRole('grid', { name: 'Products' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Product' });
const field = (page: Page, name: string) => dialog(page).getByRole('textbox', { name, exact: true }).first();
const rowFor = (page: Page, text: string) => dataRows(productsTable(page)).filter({ hasText: text });

/** The status badge of a product's row: its text and tone. */
async function expectStatus(page: Page, text: string, status: keyof typeof STOCK_STATUS_TONES) {
  const badge = rowFor(page, text).getByText(status, { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-tone', STOCK_STATUS_TONES[status]);
}

test.describe('§2.5 Inventory Management: Add Product', () => {
  test('§2.5 Add Product: the button opens the dialog; a valid product appears in the table with its status and a notice', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    await expect(rowFor(page, 'TRS-100')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/inventory\/add$/);

    await field(page, 'Product Name').fill('Trail Running Shoes');
    await field(page, 'Description').fill('Lightweight, grippy soles');
    await choose(page, dialog(page).getByRole('button', { name: /Category/ }), 'Sports');
    await field(page, 'SKU').fill('TRS-100');
    await field(page, 'Base Price').fill('89.99');
    await field(page, 'Stock Quantity').fill('4');
    await field(page, 'Low Stock Threshold').fill('5');
    await dialog(page).getByRole('button', { name: 'Add Product' }).click();

    await expectNotice(page, 'Product Created', 'Trail Running Shoes added to inventory');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/inventory$/);
    const row = rowFor(page, 'TRS-100');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText('Trail Running Shoes');
    await expect(row.getByRole('gridcell')).toHaveText(['TRS-100', 'Sports', '$89.99', '4', 'Low Stock', '']);
    // §4 stock 4 is at or below the threshold 5.
    await expectStatus(page, 'TRS-100', 'Low Stock');
  });

  test('Issue 14: the opening stock goes into the bin chosen: on the Downtown Store floor, the POS sells it at once', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    // Until another is chosen, the receiving bin (issue 18: bins are found by typing).
    const bin = dialog(page).getByRole('combobox', { name: /Opening Stock Bin/ });
    await expect(bin).toHaveAttribute('placeholder', 'The receiving bin');
    await field(page, 'Product Name').fill('Trail Running Shoes');
    await field(page, 'SKU').fill('TRS-100');
    await field(page, 'Base Price').fill('89.99');
    await field(page, 'Stock Quantity').fill('4');
    await pickBin(page, bin, 'floor', 'Sales floor · Downtown Store');
    await dialog(page).getByRole('button', { name: 'Add Product' }).click();
    await expectNotice(page, 'Product Created', 'Trail Running Shoes added to inventory');
    // Closing goes Back over the dialog's history entry; moving on before that lands would be undone.
    await expect(dialog(page)).toHaveCount(0);
    await goInApp(page, '/pos');
    await expect(posTile(page, 'Trail Running Shoes')).toContainText('4 in stock');
  });

  test('§2.4 /inventory/add shows the inventory screen with the Add Product dialog open; stock 0 is "Out of Stock"', async ({
    page,
  }) => {
    await logIn(page, '/inventory/add');
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeAttached();
    await field(page, 'Product Name').fill('Canvas Tote Bag');
    await field(page, 'SKU').fill('CTB-200');
    await field(page, 'Base Price').fill('15');
    await field(page, 'Stock Quantity').fill('0');
    // Enter in a one-line field submits.
    await field(page, 'Stock Quantity').press('Enter');

    await expectNotice(page, 'Product Created', 'Canvas Tote Bag added to inventory');
    await expect(dialog(page)).toHaveCount(0);
    await expect(rowFor(page, 'CTB-200')).toContainText('$15.00');
    await expectStatus(page, 'CTB-200', 'Out of Stock');
  });

  test('§4 Stock status: above the threshold (default 10 when left empty) is "In Stock"', async ({
    page,
  }) => {
    await logIn(page, '/inventory/add');
    await field(page, 'Product Name').fill('Bamboo Cutting Board');
    await field(page, 'SKU').fill('BCB-300');
    await field(page, 'Base Price').fill('24.5');
    await field(page, 'Stock Quantity').fill('11');
    await dialog(page).getByRole('button', { name: 'Add Product' }).click();
    await expectNotice(page, 'Product Created', 'Bamboo Cutting Board added to inventory');
    await expect(rowFor(page, 'BCB-300')).toContainText('$24.50');
    await expectStatus(page, 'BCB-300', 'In Stock');
  });

  test('§5 Product form: missing required fields show their messages, keep what was typed and add nothing', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    // Count once the products have loaded, not while the table is still empty.
    await expect(dataRows(productsTable(page)).first()).toBeVisible();
    const rowsBefore = await dataRows(productsTable(page)).count();
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    await field(page, 'Description').fill('Only a description and a SKU');
    await field(page, 'SKU').fill('MISS-001');
    await field(page, 'Low Stock Threshold').fill('3');
    await dialog(page).getByRole('button', { name: 'Add Product' }).click();

    await expect(dialog(page)).toBeVisible();
    for (const message of [
      'Product Name is required',
      'Base Price is required',
      'Stock Quantity is required',
    ]) {
      await expect(dialog(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog(page).getByText('SKU is required')).toHaveCount(0);
    await expect(field(page, 'Product Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Description')).toHaveValue('Only a description and a SKU');
    await expect(field(page, 'SKU')).toHaveValue('MISS-001');
    await expect(field(page, 'Low Stock Threshold')).toHaveValue('3');

    // Fixing one field clears its message only.
    await field(page, 'Product Name').fill('Half Done');
    await expect(dialog(page).getByText('Product Name is required')).toHaveCount(0);
    await expect(dialog(page).getByText('Base Price is required')).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(rowFor(page, 'MISS-001')).toHaveCount(0);
    await expect(dataRows(productsTable(page))).toHaveCount(rowsBefore);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Product Created' })).toHaveCount(0);
  });

  test('§4 Dialogs: Cancel closes the Add Product dialog without adding, and it opens empty again', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    await field(page, 'Product Name').fill('Never Added');
    await field(page, 'SKU').fill('NEV-404');
    await field(page, 'Base Price').fill('9.99');
    await field(page, 'Stock Quantity').fill('7');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(rowFor(page, 'NEV-404')).toHaveCount(0);
    await expect(productsTable(page)).not.toContainText('Never Added');

    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    await expect(field(page, 'Product Name')).toHaveValue('');
    await expect(field(page, 'SKU')).toHaveValue('');
  });

  test('§2.5 Variants: added and removed, with the empty state; a product keeps its variants', async ({
    page,
  }) => {
    await logIn(page, '/inventory/add');
    const d = dialog(page);
    await expect(d.getByText(NO_VARIANTS_TEXT, { exact: true })).toBeVisible();
    expect(NO_VARIANTS_TEXT).toBe(
      'No variants added. Add variants for products with different sizes, colors, or configurations.',
    );

    await d.getByRole('button', { name: 'Add Variant' }).click();
    await d.getByRole('button', { name: 'Add Variant' }).click();
    await d.getByRole('button', { name: 'Add Variant' }).click();
    await expect(d.getByRole('group', { name: /^Variant \d$/ })).toHaveCount(3);
    await expect(d.getByText(NO_VARIANTS_TEXT)).toHaveCount(0);

    const first = d.getByRole('group', { name: 'Variant 1' });
    await first.getByRole('textbox', { name: 'Name' }).fill('Small');
    const second = d.getByRole('group', { name: 'Variant 2' });
    await second.getByRole('textbox', { name: 'Name' }).fill('Large');
    await second.getByRole('textbox', { name: 'SKU' }).fill('HOOD-L');
    await second.getByRole('textbox', { name: 'Price' }).fill('42');
    await second.getByRole('textbox', { name: 'Stock' }).fill('6');

    // Removing the first keeps the others' values; they are renumbered.
    await d.getByRole('button', { name: 'Remove Variant 1' }).click();
    await expect(d.getByRole('group', { name: /^Variant \d$/ })).toHaveCount(2);
    await expect(
      d.getByRole('group', { name: 'Variant 1' }).getByRole('textbox', { name: 'Name' }),
    ).toHaveValue('Large');
    await expect(
      d.getByRole('group', { name: 'Variant 1' }).getByRole('textbox', { name: 'SKU' }),
    ).toHaveValue('HOOD-L');
    await d.getByRole('button', { name: 'Remove Variant 2' }).click();
    await expect(d.getByRole('group', { name: /^Variant \d$/ })).toHaveCount(1);

    // Remove all: the empty state returns.
    await d.getByRole('button', { name: 'Remove Variant 1' }).click();
    await expect(d.getByText(NO_VARIANTS_TEXT, { exact: true })).toBeVisible();

    await d.getByRole('button', { name: 'Add Variant' }).click();
    await d.getByRole('group', { name: 'Variant 1' }).getByRole('textbox', { name: 'Name' }).fill('Medium');
    await d.getByRole('button', { name: 'Add Variant' }).click();
    await d.getByRole('group', { name: 'Variant 2' }).getByRole('textbox', { name: 'Name' }).fill('X-Large');
    await field(page, 'Product Name').fill('Fleece Hoodie');
    await field(page, 'SKU').fill('HOOD-500');
    await field(page, 'Base Price').fill('39.95');
    await field(page, 'Stock Quantity').fill('30');
    await d.getByRole('button', { name: 'Add Product' }).click();

    await expectNotice(page, 'Product Created', 'Fleece Hoodie added to inventory');
    await expect(rowFor(page, 'HOOD-500')).toContainText('2 variants');
  });
});

test.describe('§9 Inventory search: name, sku, category, case-insensitive, kept in the URL', () => {
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

  /** The table shows exactly the sample products the query matches. */
  async function expectMatches(page: Page, query: string) {
    const expected = filterByQuery(sampleInventory, query, productSearchFields);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(sampleInventory.length);
    await expect(dataRows(productsTable(page))).toHaveCount(expected.length);
    for (const product of expected) await expect(rowFor(page, product.sku)).toHaveCount(1);
  }

  for (const [what, query] of [
    ['name', 'CHARGING cable'],
    ['SKU', 'bk-01'],
    ['category', 'food & BEV'],
  ] as const) {
    test(`§9 Inventory search by ${what} ("${query}") filters the table and keeps ?q= in the URL`, async ({
      page,
    }) => {
      await logIn(page, '/inventory');
      await search(page).fill(query);
      await expectMatches(page, query);
      await expect.poll(() => queryParam(page, 'q')).toBe(query);
    });
  }

  test('§2.4 Inventory search survives Back after moving around the app, without a reload', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await search(page).fill('electronics');
    await expectMatches(page, 'electronics');
    await expect(page).toHaveURL(/\/inventory\?q=electronics$/);

    await sideMenu(page)
      .getByRole('link', { name: /^Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\?q=electronics$/);
    await expect(search(page)).toHaveValue('electronics');
    await expectMatches(page, 'electronics');

    // Clearing the search drops it from the URL and shows every product again.
    await search(page).fill('');
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(rowFor(page, 'USB-002')).toHaveCount(1);
    await expect(rowFor(page, 'BK-011')).toHaveCount(1);
    // Still the same document: nothing reloaded (a reload would also have logged out).
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('§2.4 A shared inventory link with ?q= opens filtered', async ({ page }) => {
    await logIn(page, '/inventory?q=Lamp');
    await expect(search(page)).toHaveValue('Lamp');
    await expectMatches(page, 'Lamp');
  });
});

test.describe('§2.5 Inventory Filters and order, answered by the server and kept in the URL (issues 14 and 18)', () => {
  test('Filters narrow the list to a category; a price header orders it both ways; a shared link opens the same view', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    await page.getByRole('button', { name: 'Filters' }).click();
    await choose(
      page,
      page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /Category/ }),
      'Books',
    );
    await page.keyboard.press('Escape');
    const books = sampleInventory.filter((product) => product.category === 'Books');
    await expect(dataRows(productsTable(page))).toHaveCount(books.length);
    await expect(page.getByText('Showing Books only')).toBeVisible();
    await expect.poll(() => queryParam(page, 'category')).toBe('books');

    const priceHeader = productsTable(page).getByRole('columnheader', { name: 'Price' });
    await priceHeader.click();
    await expect.poll(() => queryParam(page, 'sort')).toBe('price');
    const byPrice = books.slice().sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
    await expect(dataRows(productsTable(page)).getByRole('rowheader')).toContainText(
      byPrice.map((p) => p.name),
    );
    await priceHeader.click();
    await expect.poll(() => queryParam(page, 'sort')).toBe('price-desc');
    await expect(dataRows(productsTable(page)).getByRole('rowheader')).toContainText(
      byPrice.map((p) => p.name).reverse(),
    );

    const shared = new URL(page.url());
    await goInApp(page, '/');
    await goInApp(page, `${shared.pathname}${shared.search}`);
    await expect(page.getByText('Showing Books only')).toBeVisible();
    await expect(dataRows(productsTable(page)).getByRole('rowheader')).toContainText(
      byPrice.map((p) => p.name).reverse(),
    );
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('Showing Books only')).toHaveCount(0);
    // Every category again, still dearest first.
    const dearest = sampleInventory.reduce((a, b) => (b.price > a.price ? b : a));
    await expect(dataRows(productsTable(page)).first().getByRole('rowheader')).toContainText(dearest.name);
    await expect.poll(() => queryParam(page, 'category')).toBeNull();
  });
});
