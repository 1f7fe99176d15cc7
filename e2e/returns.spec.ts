import type { Locator, Page } from '@playwright/test';
import {
  closeReceipt,
  expect,
  expectNotice,
  goInApp,
  logIn,
  posTile,
  receiptOrderId,
  takePayment,
  test,
} from './support';

// Issue 38: a sale's items come back against the original sale: stock back on the shelf, the
// refund to the card it was paid with, the sale Partially refunded, the return in Returns.
test.use({ viewport: { width: 1440, height: 900 } });

const CHOCOLATE = 'Dark Chocolate Bar 70%';

/** What the till's tile says is in stock of a product. */
async function inStock(page: Page, name: string): Promise<number> {
  const label =
    (await posTile(page, name).getAttribute('aria-label')) ?? (await posTile(page, name).textContent());
  return Number(/(\d+) in stock/.exec(label ?? '')?.[1]);
}

/** Bars of chocolate sold at the till by one method: the sale's number, and what the tile said was left. */
async function sellChocolate(page: Page, bars: number, method: 'Card Payment' | 'Cash Payment') {
  await logIn(page, '/pos');
  for (let bar = 0; bar < bars; bar += 1) await posTile(page, CHOCOLATE).click();
  await takePayment(page, method);
  const orderId = await receiptOrderId(page);
  await closeReceipt(page);
  return { orderId, before: await inStock(page, CHOCOLATE) };
}

/** Opens a sale's detail from Sales. */
async function viewSale(page: Page, orderId: string) {
  await goInApp(page, `/sales?q=${orderId}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `View ${orderId}` })
    .click();
}

/** One bar chosen in a Return Items dialog. */
async function returnOneBar(dialog: Locator) {
  const quantity = dialog.getByRole('textbox', { name: `Quantity of ${CHOCOLATE} to return` });
  await quantity.fill('1');
  await quantity.press('Tab');
}

test('a line of a card sale comes back: its stock returns, the card is refunded, the sale is partially refunded', async ({
  page,
}) => {
  const { orderId, before } = await sellChocolate(page, 2, 'Card Payment');

  await viewSale(page, orderId);
  await page.getByRole('button', { name: 'Return Items' }).click();
  const dialog = page.getByRole('dialog', { name: `Return Items from ${orderId}` });
  await returnOneBar(dialog);
  // 2 × 3.25 + tax 0.54 paid 7.04: one bar gives back 3.52.
  await expect(dialog.getByRole('status', { name: 'Refund' })).toContainText('$3.52');
  await dialog.getByRole('button', { name: 'Record Return' }).click();
  await expectNotice(page, 'Return Recorded', `for ${orderId}: $3.52 to Card`);

  const sale = page.getByRole('dialog', { name: `Sale ${orderId}` });
  await expect(sale.getByText('Partially refunded')).toBeVisible();
  await expect(sale.getByRole('grid', { name: 'Returns of this sale' })).toContainText('Card $3.52');

  await goInApp(page, '/returns');
  await expect(
    page
      .getByRole('grid', { name: 'Recent Returns' })
      .getByRole('row', { name: /RET-\d{4}/ })
      .first(),
  ).toContainText(orderId);

  await goInApp(page, '/pos');
  await expect.poll(() => inStock(page, CHOCOLATE)).toBe(before + 1);

  // The other bar, from the till: Return, the receipt's number, and the sale's Return Items.
  await page.getByRole('main').getByRole('link', { name: 'Return' }).click();
  const start = page.getByRole('dialog', { name: 'New Return' });
  await start.getByRole('textbox', { name: 'Sale number' }).fill(orderId);
  await start.getByRole('textbox', { name: 'Sale number' }).press('Enter');
  const fromTill = page.getByRole('dialog', { name: `Return Items from ${orderId}` });
  await expect(fromTill.getByRole('listitem', { name: CHOCOLATE })).toContainText('Sold 2 · returned 1');
  await returnOneBar(fromTill);
  await fromTill.getByRole('button', { name: 'Record Return' }).click();
  await expectNotice(page, 'Return Recorded', `for ${orderId}: $3.52 to Card`);
  // Both of its returns in Returns, whatever else was returned meanwhile.
  await expect(
    page
      .getByRole('grid', { name: 'Recent Returns' })
      .getByRole('row', { name: /RET-\d{4}/ })
      .filter({ hasText: orderId }),
  ).toHaveCount(2);
});

test('a cash sale of the open drawer is voided whole: Sale Voided, its bar back, the sale Voided', async ({
  page,
}) => {
  const { orderId, before } = await sellChocolate(page, 1, 'Cash Payment');

  await viewSale(page, orderId);
  await page.getByRole('button', { name: 'Void Sale' }).click();
  await page.getByRole('dialog', { name: 'Void Sale' }).getByRole('button', { name: 'Void Sale' }).click();
  await expectNotice(page, 'Sale Voided', `${orderId}: $3.52 given back`);
  await expect(
    page.getByRole('dialog', { name: `Sale ${orderId}` }).getByText('Voided', { exact: true }),
  ).toBeVisible();

  await goInApp(page, '/pos');
  await expect.poll(() => inStock(page, CHOCOLATE)).toBe(before + 1);
});

test('a damaged bar written off: the card is refunded and the stock stays as it was', async ({ page }) => {
  const { orderId, before } = await sellChocolate(page, 1, 'Card Payment');

  await viewSale(page, orderId);
  await page.getByRole('button', { name: 'Return Items' }).click();
  const dialog = page.getByRole('dialog', { name: `Return Items from ${orderId}` });
  await returnOneBar(dialog);
  // The switch's input is hidden under its drawn track: its label is what a person clicks.
  await dialog.getByText(`${CHOCOLATE} back to stock`).click();
  await expect(
    dialog.getByRole('switch', { name: new RegExp(`^${CHOCOLATE} back to stock`) }),
  ).not.toBeChecked();
  await expect(dialog.getByText('Written off: it does not go back on sale')).toBeVisible();
  await dialog.getByRole('button', { name: 'Record Return' }).click();
  await expectNotice(page, 'Return Recorded', `for ${orderId}: $3.52 to Card`);
  await expect(
    page.getByRole('dialog', { name: `Sale ${orderId}` }).getByText('Refunded', { exact: true }),
  ).toBeVisible();

  await goInApp(page, '/pos');
  await expect(posTile(page, CHOCOLATE)).toBeVisible();
  expect(await inStock(page, CHOCOLATE)).toBe(before);
});

test('an exchange: a bar back for an atlas, the difference paid in cash, the sale and the return naming each other, both stocks moved', async ({
  page,
}) => {
  const ATLAS = 'Illustrated World Atlas';
  const { orderId, before } = await sellChocolate(page, 1, 'Card Payment');
  const atlases = await inStock(page, ATLAS);

  // From the till: Return, the receipt's number, one bar, and Exchange back to the till.
  await page.getByRole('main').getByRole('link', { name: 'Return' }).click();
  const start = page.getByRole('dialog', { name: 'New Return' });
  await start.getByRole('textbox', { name: 'Sale number' }).fill(orderId);
  await start.getByRole('textbox', { name: 'Sale number' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: `Return Items from ${orderId}` });
  await returnOneBar(dialog);
  await dialog.getByRole('button', { name: 'Exchange' }).click();

  await expect(page).toHaveURL(/\/pos$/);
  const credit = page.getByRole('group', { name: 'Exchange' });
  await expect(credit).toContainText(`Exchange Credit from ${orderId}`);
  await expect(credit).toContainText('−$3.52');
  await posTile(page, ATLAS).click();
  // 35.99 + tax 2.97 = 38.96, less the bar's 3.52.
  await expect(credit.getByRole('status')).toContainText('Amount Due$35.44');
  await takePayment(page, 'Cash Payment');
  await expectNotice(page, 'Exchange Completed', `for ${orderId} and`);
  const exchangeId = await receiptOrderId(page);
  const receipt = page.getByRole('dialog', { name: `Receipt ${exchangeId}` });
  await expect(receipt).toContainText(/Exchange Credit \(RET-\d{4}\)/);
  await closeReceipt(page);
  await expect(credit).toBeHidden();

  // Both stocks moved: the bar back on the shelf, the atlas sold.
  await expect.poll(() => inStock(page, CHOCOLATE)).toBe(before + 1);
  await expect.poll(() => inStock(page, ATLAS)).toBe(atlases - 1);

  // The new sale was paid by the return's credit and cash; the old one lists the return's credit.
  await viewSale(page, exchangeId);
  const sold = page.getByRole('dialog', { name: `Sale ${exchangeId}` });
  await expect(sold).toContainText(/Exchange Credit · RET-\d{4}\$3\.52/);
  await sold.press('Escape');
  await expect(sold).toBeHidden();
  // The other sale, searched for on the same list.
  await page.getByRole('searchbox', { name: 'Search sales' }).fill(orderId);
  await page
    .getByRole('main')
    .getByRole('button', { name: `View ${orderId}` })
    .click();
  const original = page.getByRole('dialog', { name: `Sale ${orderId}` });
  await expect(original.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(original.getByRole('grid', { name: 'Returns of this sale' })).toContainText(
    'Exchange Credit $3.52',
  );
});
