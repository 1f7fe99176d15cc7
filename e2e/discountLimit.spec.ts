import type { Browser, Page } from '@playwright/test';
import { ownServer } from './ownServer';
import {
  closeReceipt,
  dismissNotices,
  expect,
  expectNotice,
  goInApp,
  posCart,
  posTile,
  submitSignIn,
  takePayment,
  test,
} from './support';

// Issue 37: a cashier discounts up to the limit Settings sets (10% in the sample); a manager or
// owner gives more. Staff accounts only, so the roles are real.

const PASSWORD = 'a long enough password';

async function signedIn(browser: Browser, baseURL: string, userId: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/pos');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await submitSignIn(page, userId, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeVisible();
  await dismissNotices(page);
  return page;
}

/** A line of Dark Chocolate Bar 70% with a percentage off, given for a reason. */
async function discountedLine(page: Page, percent: string) {
  await posTile(page, 'Dark Chocolate Bar 70%').click();
  await posCart(page).getByRole('button', { name: 'Discount on Dark Chocolate Bar 70%' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discount on Dark Chocolate Bar 70%' });
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill(percent);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Loyal customer');
  await dialog.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(dialog).toBeHidden();
}

test("a discount over a cashier's limit is refused, and the manager gives it", async ({ browser }) => {
  test.setTimeout(120_000);
  const server = await ownServer({ WAREHOUSE_DEMO: '0' });
  try {
    server.createUser(
      ['--role', 'owner', '--user-id', 'alex', '--name', 'Alex Moreau', '--email', 'alex@shop.example'],
      PASSWORD,
    );
    server.createUser(
      ['--role', 'cashier', '--user-id', 'mara', '--name', 'Mara Lind', '--email', 'mara@shop.example'],
      PASSWORD,
    );
    server.createUser(
      ['--role', 'manager', '--user-id', 'sam', '--name', 'Sam Ortiz', '--email', 'sam@shop.example'],
      PASSWORD,
    );
    await server.start();

    const cashier = await signedIn(browser, server.baseURL, 'mara');
    await discountedLine(cashier, '20');
    await takePayment(cashier, 'Card Payment');
    await expectNotice(cashier, 'Discount Needs a Manager', 'Cashiers may give up to 10% off');
    // Nothing was recorded: the cart is as it was, for the cashier to change.
    await expect(posCart(cashier)).toContainText('Dark Chocolate Bar 70%');

    const manager = await signedIn(browser, server.baseURL, 'sam');
    await discountedLine(manager, '20');
    await takePayment(manager, 'Card Payment');
    await closeReceipt(manager);
    await expectNotice(manager, 'Sale Completed');

    // The audit trail names the discount the manager gave.
    await goInApp(manager, '/activity');
    await expect(manager.getByRole('grid', { name: 'Activity' })).toContainText(
      'Recorded a sale: Discounts: Dark Chocolate Bar 70% -$0.65 (Loyal customer)',
    );
  } finally {
    await server.remove();
  }
});
