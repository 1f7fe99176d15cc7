import type { Page } from '@playwright/test';
import { ownServer } from './ownServer';
import { nextSampleOrderId } from './sampleBusiness';
import {
  dismissNotices,
  expect,
  expectNotice,
  goInApp,
  logIn,
  payCash,
  pressTile,
  cartQuantity as quantity,
  sideMenu,
  takePayment,
  test,
  posTile as tile,
} from './support';

// Issue 15's acceptance: the business lives in the server's database, so a reload keeps every
// sale and two staff members at two browsers see each other's work.

async function sellBelts(page: Page, count: number) {
  await dismissNotices(page);
  await pressTile(page, 'Leather Belt');
  await quantity(page, 'Leather Belt').fill(String(count));
  await quantity(page, 'Leather Belt').press('Enter');
  await payCash(page);
  await expectNotice(page, 'Sale Completed');
}

/** After the page is loaded again: the POS shows the belt sold, and Sales lists the sale first. */
async function expectBeltSaleKept(page: Page) {
  await logIn(page, '/pos');
  await expect(tile(page, 'Leather Belt')).toContainText('1 in stock');
  await sideMenu(page)
    .getByRole('link', { name: /^Sales/ })
    .click();
  // The new order is first, numbered after the sample history's last.
  const firstRow = page.getByRole('grid').getByRole('row').nth(1);
  await expect(firstRow).toContainText(nextSampleOrderId);
  await expect(firstRow).toContainText('Walk-in Customer');
}

test.describe('Issue 15: one shared, durable record', () => {
  test('a sale is still there after a reload: the POS stock and the Sales list show it', async ({ page }) => {
    await logIn(page, '/pos');
    await expect(tile(page, 'Leather Belt')).toContainText('2 in stock');
    await sellBelts(page, 1);
    await expect(tile(page, 'Leather Belt')).toContainText('1 in stock');

    await page.reload();
    await expectBeltSaleKept(page);
  });

  test('a sale is still there after the server is killed (kill -9) and started again', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const server = await ownServer();
    try {
      await server.start();
      const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
      await logIn(page, '/pos');
      await expect(tile(page, 'Leather Belt')).toContainText('2 in stock');
      await sellBelts(page, 1);

      await server.kill();
      await server.start();
      await page.reload();
      await expectBeltSaleKept(page);
      await page.context().close();
    } finally {
      await server.remove();
    }
  });

  test('two browsers see each other’s sales: the second cannot sell what the first sold', async ({
    browser,
    baseURL,
  }) => {
    const first = await (await browser.newContext({ baseURL })).newPage();
    const second = await (await browser.newContext({ baseURL })).newPage();
    await logIn(first, '/pos');
    await logIn(second, '/pos');
    // The second till's grid has loaded before the first sells.
    await expect(tile(second, 'Leather Belt')).toContainText('2 in stock');

    await sellBelts(first, 2);
    await expect(tile(first, 'Leather Belt')).toContainText('Out of Stock');

    // The second till, whose grid was loaded before the sale, is refused by the server.
    await dismissNotices(second);
    await tile(second, 'Leather Belt').click();
    await takePayment(second, 'Cash Payment');
    await expectNotice(second, 'Not Enough Stock', 'Leather Belt is out of stock');
    await second
      .getByRole('dialog', { name: 'Take Payment' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    // And its grid, read again, shows what is left.
    await sideMenu(second).getByRole('link', { name: 'All Inventory' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
    await goInApp(second, '/pos');
    await expect(tile(second, 'Leather Belt')).toContainText('Out of Stock');
    await first.context().close();
    await second.context().close();
  });

  test('saved settings show after a reload and in another browser', async ({ page, browser, baseURL }) => {
    await logIn(page, '/settings');
    const name = page.getByLabel('Warehouse Name');
    await name.fill('Harbour Street Depot');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectNotice(page, 'Settings Saved');

    await page.reload();
    await logIn(page, '/settings');
    await expect(page.getByLabel('Warehouse Name')).toHaveValue('Harbour Street Depot');

    const other = await (await browser.newContext({ baseURL })).newPage();
    await logIn(other, '/settings');
    await expect(other.getByLabel('Warehouse Name')).toHaveValue('Harbour Street Depot');
    await other.context().close();
  });
});
