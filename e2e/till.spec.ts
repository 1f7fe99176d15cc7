import type { Page } from '@playwright/test';
import { nextSampleOrderId } from './sampleBusiness';
import {
  posCart as cart,
  chooseCustomer,
  closeReceipt,
  expect,
  expectNotice,
  goInApp,
  logIn,
  openCashDrawer,
  openSaleCustomer,
  payWith,
  posTile as product,
  test,
} from './support';

// Issue 37: the till, complete. A desktop where the cart stands beside the grid.
test.use({ viewport: { width: 1440, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const payment = (page: Page) => page.getByRole('dialog', { name: 'Take Payment' });
const receipt = (page: Page) => page.getByRole('dialog', { name: /^Receipt ORD-/ });

test('a customer added at the till is the sale’s customer, and the sale shows on their card', async ({
  page,
}) => {
  await logIn(page, '/pos');
  await product(page, 'Dark Chocolate Bar 70%').click();
  const chooser = await openSaleCustomer(page);
  const find = chooser.getByRole('combobox', { name: 'Find customer' });
  await find.fill('Nadia Park');
  await expect(page.getByText('No customer matches “Nadia Park”')).toBeVisible();
  // Leaving the search closes its list; Add customer takes what was typed.
  await find.press('Tab');
  await chooser.getByRole('button', { name: 'Add customer' }).click();
  const form = chooser.getByRole('form', { name: 'Add customer' });
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Nadia Park');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+1 (555) 777-0101');
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await expectNotice(page, 'Customer Added');
  await expect(chooser).toBeHidden();
  await expect(cart(page)).toContainText('Nadia Park · 1 item');
  await payWith(page, 'Card Payment');
  const orderId = nextSampleOrderId;
  await expectNotice(page, 'Sale Completed', `${orderId}: $3.52 by Card`);

  await goInApp(page, '/customers');
  await page.getByRole('searchbox', { name: /Search customers/ }).fill('777-0101');
  const card = main(page).getByRole('article').filter({ hasText: 'Nadia Park' });
  await expect(card).toContainText('$3.52');
  await card.getByRole('link', { name: /View Sales/ }).click();
  await expect(main(page).getByRole('rowheader', { name: orderId, exact: true })).toBeVisible();
});

test('cash: the amount tendered, the change due, and the receipt’s text', async ({ page }) => {
  await logIn(page, '/pos');
  await openCashDrawer(page);
  await product(page, 'The Pragmatic Programmer (Hardcover)').click();
  // $42.00 and tax 3.465 → $3.47 (half up): $45.47.
  await main(page).getByRole('button', { name: 'Cash Payment', exact: true }).click();
  await payment(page).getByRole('button', { name: '$50.00' }).click();
  await expect(payment(page).getByRole('status')).toHaveText('Change due $4.53');
  await payment(page).getByRole('button', { name: 'Complete Sale' }).click();

  const orderId = nextSampleOrderId;
  const slip = receipt(page).getByRole('document', { name: `Receipt ${orderId}` });
  for (const text of [
    'Main Warehouse',
    '500 Commerce Way, New York, NY 10001',
    `Sale ${orderId}`,
    'The Pragmatic Programmer (Hardcover)',
    /Tax \(8\.25%\) +\$3\.47/,
    /TOTAL +\$45\.47/,
    /Cash Payment +\$50\.00/,
    /Change +\$4\.53/,
  ])
    await expect(slip).toContainText(text);
  // Printed on an 80 mm roll or A4, or downloaded as a PDF.
  const download = page.waitForEvent('download');
  await receipt(page).getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${orderId}.pdf`);
  await closeReceipt(page);

  // Reprinted from the sale's detail in Sales, as first printed.
  await goInApp(page, `/sales?q=${orderId}`);
  await main(page)
    .getByRole('button', { name: `View ${orderId}` })
    .click();
  await page.getByRole('button', { name: 'Reprint Receipt' }).click();
  await expect(receipt(page).getByRole('document')).toContainText(/Change +\$4\.53/);
});

test('a split: $20 cash and the rest by card, each tender on the receipt', async ({ page }) => {
  await logIn(page, '/pos');
  await openCashDrawer(page);
  await product(page, 'Wireless Bluetooth Headphones (Black)').click();
  // $79.99 and tax 6.599 → $6.60: $86.59.
  await main(page).getByRole('button', { name: 'Cash Payment', exact: true }).click();
  await payment(page).getByRole('textbox', { name: 'Cash tendered' }).fill('20');
  await payment(page).getByRole('textbox', { name: 'Cash tendered' }).press('Tab');
  await payment(page).getByRole('button', { name: 'Add Payment' }).click();
  await payment(page).getByRole('radiogroup', { name: 'Payment method' }).getByText('Card Payment').click();
  await expect(payment(page).getByRole('textbox', { name: 'Card Payment amount' })).toHaveValue('$66.59');
  await payment(page).getByRole('textbox', { name: 'Reference (optional)' }).fill('4242');
  await payment(page).getByRole('button', { name: 'Complete Sale' }).click();
  const slip = receipt(page).getByRole('document');
  await expect(slip).toContainText(/Cash Payment +\$20\.00/);
  await expect(slip).toContainText(/Card Payment \(4242\) +\$66\.59/);
  await closeReceipt(page);
});

test('a tax rate changed to 10% in Settings is what the till charges next', async ({ page }) => {
  await logIn(page, '/settings');
  await page.getByRole('tab', { name: 'Store' }).click();
  await page.getByRole('textbox', { name: 'Tax Rate (%)' }).fill('10');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice(page, 'Settings Saved');
  await goInApp(page, '/pos');
  await product(page, 'Dark Chocolate Bar 70%').click();
  await expect(cart(page)).toContainText(/Tax \(10%\)\$0\.33Total\$3\.58/);
  await payWith(page, 'Card Payment');
  await expectNotice(page, 'Sale Completed', `${nextSampleOrderId}: $3.58 by Card`);
});

test('the currency chosen in Settings is what every screen shows money in', async ({ page }) => {
  await logIn(page, '/settings');
  await page.getByRole('tab', { name: 'Store' }).click();
  await page.getByRole('button', { name: /Default Currency/ }).click();
  await page.getByRole('option', { name: 'EUR — Euro' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice(page, 'Settings Saved');
  await goInApp(page, '/');
  await expect(main(page).getByRole('region', { name: 'Total Revenue' })).toContainText(/€[\d,]+\.\d\d/);
  await goInApp(page, '/sales');
  await expect(main(page).getByRole('row').nth(1)).toContainText(/€\d/);
  await expect(main(page)).not.toContainText('$');
  await goInApp(page, '/pos');
  await product(page, 'Dark Chocolate Bar 70%').click();
  await expect(cart(page)).toContainText(/Total€3\.52/);
  await payWith(page, 'Card Payment');
  await expectNotice(page, 'Sale Completed', `${nextSampleOrderId}: €3.52 by Card`);
});

test('a payment method turned off in Settings is not offered, and the API refuses it by name', async ({
  page,
}) => {
  await logIn(page, '/settings');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByRole('main').getByText('Card Payment', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice(page, 'Settings Saved');
  await goInApp(page, '/pos');
  await product(page, 'Dark Chocolate Bar 70%').click();
  await expect(main(page).getByRole('button', { name: 'Cash Payment', exact: true })).toBeEnabled();
  await expect(main(page).getByRole('button', { name: 'Card Payment', exact: true })).toHaveCount(0);

  const origin = new URL(page.url()).origin;
  const refused = await page.request.post(`${origin}/api/sales`, {
    headers: { origin },
    data: {
      lines: [{ id: 'P010', name: 'x', price: 0, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      idempotencyKey: `card-off-${Date.now()}`,
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fieldErrors).toEqual({ tenders: 'Card Payment is turned off in Settings' });
});

test('Fast Delivery needs a customer with a phone and an address', async ({ page }) => {
  await logIn(page, '/pos');
  await product(page, 'Dark Chocolate Bar 70%').click();
  await main(page).getByRole('button', { name: 'Fast Delivery 30 mins' }).click();
  await expectNotice(page, 'Sale Not Recorded');
  await expect(cart(page)).toContainText('Dark Chocolate Bar 70%');
  await chooseCustomer(page, 'Sarah Johnson');
  await main(page).getByRole('button', { name: 'Fast Delivery 30 mins' }).click();
  await closeReceipt(page);
  await expectNotice(page, 'Delivery Created');
});

test('a cart parked at one till is resumed at another, with its customer; then it is gone', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, '/pos');
  await product(page, 'Dark Chocolate Bar 70%').click();
  await chooseCustomer(page, 'Sarah Johnson');
  await main(page).getByRole('button', { name: 'Park Cart' }).click();
  await expectNotice(page, 'Cart Parked', "Sarah Johnson's cart waits in Parked Carts");
  await expect(cart(page)).toContainText('Walk-in Customer');
  await expect(main(page).getByRole('button', { name: 'Parked Carts (1)' })).toBeVisible();

  // Another till resumes it.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await logIn(other, '/pos');
  await main(other).getByRole('button', { name: 'Parked Carts (1)' }).click();
  await other.getByRole('button', { name: "Resume Sarah Johnson's cart" }).click();
  await expect(cart(other)).toContainText('Sarah Johnson · 1 item');
  await expect(cart(other)).toContainText('Dark Chocolate Bar 70%');
  await payWith(other, 'Card Payment');
  await expectNotice(other, 'Sale Completed');
  await expect(main(other).getByRole('button', { name: 'Parked Carts (0)' })).toBeVisible();
  await other.context().close();
});

test('leaving the till and coming back finds the sale as it was: its lines, its customer and the cart’s discount', async ({
  page,
}) => {
  await logIn(page, '/pos');
  await product(page, 'Dark Chocolate Bar 70%').click();
  await chooseCustomer(page, 'Sarah Johnson');
  await main(page).getByRole('button', { name: 'Cart Discount' }).click();
  const discount = page.getByRole('dialog', { name: 'Cart Discount' });
  await discount.getByRole('textbox', { name: 'Percentage off' }).fill('5');
  await discount.getByRole('textbox', { name: 'Reason' }).fill('Loyal');
  await discount.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(cart(page)).toContainText('Discount-$0.16');

  await goInApp(page, '/inventory');
  await goInApp(page, '/pos');
  await expect(cart(page)).toContainText('Sarah Johnson · 1 item');
  await expect(cart(page)).toContainText('Dark Chocolate Bar 70%');
  await expect(cart(page)).toContainText('Discount-$0.16');
});
