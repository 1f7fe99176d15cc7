import type { Page } from '@playwright/test';
import {
  choose,
  dataRows,
  dismissNotices,
  expect,
  expectNotice,
  logIn,
  pageHeading,
  pickBin,
  sideMenu,
  test,
} from './support';

const COOKWARE = 'Stainless Steel Cookware Set';

const orderLines = (page: Page) => page.getByRole('grid', { name: 'Order Lines' });
const linesOf = (page: Page) => page.getByRole('grid', { name: 'Lines' });
const statusOf = (page: Page) => page.getByRole('region', { name: 'Order details' });

/** A new ordered purchase order of `quantity` cookware sets from the first supplier; answers its number. */
async function orderCookware(page: Page, quantity: number) {
  await logIn(page, '/purchases/new');
  await choose(page, page.getByRole('button', { name: /Supplier/ }), 'TechSource Distributors');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('SSC-013');
  const field = page.getByRole('textbox', { name: `Quantity of ${COOKWARE} to add` });
  await field.fill(String(quantity));
  await field.press('Enter');
  await page.getByRole('button', { name: `Add ${COOKWARE}`, exact: true }).click();
  await expect(dataRows(orderLines(page))).toHaveCount(1);
  await dismissNotices(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expectNotice(page, 'Purchase Order Created', 'Order for $');
  await dismissNotices(page);
}

/** Receive: sets what arrives of a product (the cookware unless named) and where it goes, then confirms. */
async function receive(page: Page, quantity: number, bin?: string, product = COOKWARE) {
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const arriving = dialog.getByRole('textbox', { name: `Arriving now of ${product}` });
  await arriving.fill(String(quantity));
  await arriving.press('Tab');
  if (bin)
    await pickBin(
      page,
      dialog.getByRole('combobox', { name: new RegExp(`Bin for ${product}`) }),
      bin.split(' · ')[0] ?? bin,
      bin,
    );
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('Issue 17: purchasing end to end', () => {
  test('Low Stock → Reorder → the order prefilled → Create → listed as ordered → receive part → Low Stock updated → receive the rest → received', async ({
    page,
  }) => {
    const DUMBBELLS = 'Adjustable Dumbbell Pair';
    const lowItem = () => page.getByRole('listitem', { name: DUMBBELLS });
    // 4 on hand, minimum 5, reordered 10 at a time from Global Apparel Co.
    await logIn(page, '/inventory/low-stock');
    await expect(lowItem()).toContainText('Current4Minimum5');
    await lowItem().getByRole('button', { name: 'Reorder' }).click();
    await expect(pageHeading(page)).toHaveText('New Purchase Order');
    await expect(page.getByRole('button', { name: /Supplier/ })).toContainText('Global Apparel Co.');
    const line = dataRows(orderLines(page)).first();
    await expect(
      orderLines(page).getByRole('textbox', { name: `Quantity of ${DUMBBELLS}`, exact: true }),
    ).toHaveValue('10');
    await expect(line).toContainText(DUMBBELLS);
    await dismissNotices(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectNotice(page, 'Purchase Order Created', 'Order for $1,180.00 created successfully');
    await dismissNotices(page);

    // On Low Stock: what is on order; and Reorder suggests nothing more.
    await sideMenu(page)
      .getByRole('link', { name: /^Low Stock/ })
      .click();
    await expect(lowItem()).toContainText('On order10');

    await sideMenu(page)
      .getByRole('link', { name: /^Purchases/ })
      .click();
    const first = dataRows(page.getByRole('grid', { name: 'Purchase orders' })).first();
    await expect(first).toContainText('Global Apparel Co.');
    await expect(first).toContainText('Ordered');
    await first.getByRole('link').click();

    await receive(page, 4, 'B-1-1 · Main Warehouse', DUMBBELLS);
    await expectNotice(page, 'Goods Received', '4 units received on PO-');
    await expect(statusOf(page)).toContainText('Partially Received');
    await dismissNotices(page);

    // 8 on hand now, above the minimum of 5: off the Low Stock list.
    await sideMenu(page)
      .getByRole('link', { name: /^Low Stock/ })
      .click();
    await expect(page.getByRole('list', { name: 'Low stock items' })).toBeVisible();
    await expect(lowItem()).toHaveCount(0);
    await page.goBack();
    await receive(page, 6, undefined, DUMBBELLS);
    await expect(statusOf(page)).toContainText('Received');
    await expect(page.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);
  });

  test('the usual shelf is proposed, more than remains is refused, and what arrives is on the chosen shelf', async ({
    page,
  }) => {
    await orderCookware(page, 10);

    // The list shows it, newest first, ordered.
    await sideMenu(page)
      .getByRole('link', { name: /^Purchases/ })
      .click();
    await expect(pageHeading(page)).toHaveText('Purchase Orders');
    const list = page.getByRole('grid', { name: 'Purchase orders' });
    const first = dataRows(list).first();
    await expect(first).toContainText('TechSource Distributors');
    await expect(first).toContainText('Ordered');
    await expect(first).toContainText('0 of 10');
    await first.getByRole('link').click();
    await expect(pageHeading(page)).toHaveText(/^Purchase Order PO-\d+$/);

    // The dialog proposes what remains, onto the shelf that already holds the cookware (D-3-2).
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: `Arriving now of ${COOKWARE}` })).toHaveValue('10');
    await expect(dialog.getByRole('combobox', { name: new RegExp(`Bin for ${COOKWARE}`) })).toHaveValue(
      'D-3-2 · Main Warehouse',
    );
    // More than remains is refused, and the dialog keeps what was typed.
    const arriving = dialog.getByRole('textbox', { name: `Arriving now of ${COOKWARE}` });
    await arriving.fill('11');
    await arriving.press('Tab');
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await expectNotice(page, 'Too Many Received', `Only 10 left to receive of ${COOKWARE}`);
    await expect(arriving).toHaveValue('11');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dismissNotices(page);

    await receive(page, 4, 'B-1-1 · Main Warehouse');
    await expectNotice(page, 'Goods Received', '4 units received on PO-');
    await expect(statusOf(page)).toContainText('Partially Received');
    await expect(dataRows(linesOf(page)).first()).toContainText(/10\s*4\s*6/);
    await expect(page.getByRole('grid', { name: 'Receipts' })).toContainText(`4 × ${COOKWARE} → B-1-1`);

    // The stock is on the chosen shelf.
    await sideMenu(page).getByRole('link', { name: 'Warehouse Shelving' }).click();
    await page.getByRole('searchbox', { name: 'Search shelves' }).fill(COOKWARE);
    await expect(page.getByRole('article', { name: 'B-1-1' })).toContainText('117 / 200 units');
    await expect(page.getByRole('article', { name: 'D-3-2' })).toBeVisible();

    // The rest arrives: received, and nothing more to receive.
    await page.goBack();
    await dismissNotices(page);
    await receive(page, 6);
    await expect(statusOf(page)).toContainText('Received');
    await expect(page.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);
    await expect(page.getByRole('grid', { name: 'Receipts' })).toContainText(`6 × ${COOKWARE} → D-3-2`);
  });

  test('a draft is saved, edited and placed; an ordered PO is cancelled with its reason', async ({
    page,
  }) => {
    await logIn(page, '/purchases/new');
    await choose(page, page.getByRole('button', { name: /Supplier/ }), 'TechSource Distributors');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('SSC-013');
    await page.getByRole('button', { name: `Add ${COOKWARE}`, exact: true }).click();
    await dismissNotices(page);
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expectNotice(page, 'Draft Saved', 'saved as a draft');
    await dismissNotices(page);

    await sideMenu(page)
      .getByRole('link', { name: /^Purchases/ })
      .click();
    const draft = dataRows(page.getByRole('grid', { name: 'Purchase orders' })).first();
    await expect(draft).toContainText('Draft');
    await draft.getByRole('link').click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(pageHeading(page)).toHaveText(/^Edit PO-\d+$/);
    const quantity = orderLines(page).getByRole('textbox', { name: `Quantity of ${COOKWARE}`, exact: true });
    await quantity.fill('3');
    await quantity.press('Tab');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectNotice(page, 'Purchase Order Created', 'Order for $');
    await expect(pageHeading(page)).toHaveText(/^Purchase Order PO-\d+$/);
    await expect(statusOf(page)).toContainText('Ordered');
    await expect(dataRows(linesOf(page)).first()).toContainText(/3\s*0\s*3/);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await dismissNotices(page);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(dialog.getByText('Say why the order is cancelled')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ordered twice');
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expectNotice(page, 'Purchase Order Cancelled');
    await expect(statusOf(page)).toContainText('Cancelled');
    await expect(statusOf(page)).toContainText('Ordered twice');
    await expect(page.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);
  });
});
