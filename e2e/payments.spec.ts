import type { Page } from '@playwright/test';
import {
  closeReceipt,
  expect,
  expectNotice,
  goInApp,
  logIn,
  openCashDrawer,
  posTile,
  receiptOrderId,
  takePayment,
  test,
} from './support';

// Issue 38: every money movement is a payment. Sales at the till (cash with change, card) are in
// Payments with the day's totals by method; a return of the card sale shows its refund, negative.
test.use({ viewport: { width: 1440, height: 900 } });

const CHOCOLATE = 'Dark Chocolate Bar 70%';
const main = (page: Page) => page.getByRole('main');

/** A day's total of one method, in cents, as its stat card shows it. */
async function dayTotal(page: Page, method: string): Promise<number> {
  const card = main(page).getByRole('region', { name: method, exact: true });
  await expect(card).toBeVisible();
  const text = ((await card.textContent()) ?? '').slice(method.length);
  const cents = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.startsWith('−') || text.startsWith('-') ? -cents : cents;
}

/** The Payments list's rows of one document. */
const rowsOf = (page: Page, document: string) =>
  main(page).getByRole('grid', { name: 'All Payments' }).getByRole('row').filter({ hasText: document });

test('a cash sale with change and a card sale are in Payments with the day’s totals; a return of the card sale is its refund, negative', async ({
  page,
}) => {
  await logIn(page, '/payments');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const cashBefore = await dayTotal(page, 'Cash');
  const cardBefore = await dayTotal(page, 'Card');

  // Cash: one bar, $3.25 + tax 0.27 = $3.52, paid with $20.00: $16.48 change.
  await goInApp(page, '/pos');
  await openCashDrawer(page);
  await posTile(page, CHOCOLATE).click();
  await main(page).getByRole('button', { name: 'Cash Payment', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Take Payment' });
  await payment.getByRole('textbox', { name: 'Cash tendered' }).fill('20');
  await payment.getByRole('textbox', { name: 'Cash tendered' }).press('Tab');
  await expect(payment.getByRole('status')).toHaveText('Change due $16.48');
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  const cashSale = await receiptOrderId(page);
  await closeReceipt(page);

  // Card: two bars, $7.04.
  for (let bar = 0; bar < 2; bar += 1) await posTile(page, CHOCOLATE).click();
  await takePayment(page, 'Card Payment');
  const cardSale = await receiptOrderId(page);
  await closeReceipt(page);

  await goInApp(page, '/payments');
  await expect.poll(() => dayTotal(page, 'Cash')).toBe(cashBefore + 2000 - 1648);
  await expect.poll(() => dayTotal(page, 'Card')).toBe(cardBefore + 704);
  await expect(rowsOf(page, cashSale)).toHaveCount(2);
  await expect(rowsOf(page, cashSale).filter({ hasText: 'Change' })).toContainText('−$16.48');
  await expect(rowsOf(page, cashSale).filter({ hasText: /Sale/ })).toContainText('$20.00');
  await expect(rowsOf(page, cardSale)).toContainText('$7.04');

  // The card sale's second bar comes back: $3.52 back to the card.
  await goInApp(page, `/sales?q=${cardSale}`);
  await main(page)
    .getByRole('button', { name: `View ${cardSale}` })
    .click();
  await page.getByRole('button', { name: 'Return Items' }).click();
  const dialog = page.getByRole('dialog', { name: `Return Items from ${cardSale}` });
  const quantity = dialog.getByRole('textbox', { name: `Quantity of ${CHOCOLATE} to return` });
  await quantity.fill('1');
  await quantity.press('Tab');
  await dialog.getByRole('button', { name: 'Record Return' }).click();
  await expectNotice(page, 'Return Recorded', `for ${cardSale}: $3.52 to Card`);

  // Found by the sale's number in Payments' search, kept in the address.
  await goInApp(page, `/payments?q=${cardSale}`);
  await expect(main(page).getByRole('searchbox', { name: 'Search payments' })).toHaveValue(cardSale);
  const refund = main(page)
    .getByRole('grid', { name: 'All Payments' })
    .getByRole('row', { name: /Refund/ });
  await expect(refund).toContainText('−$3.52');
  await expect(refund).toContainText(/RET-\d{4}/);
  await expect.poll(() => dayTotal(page, 'Card')).toBe(cardBefore + 704 - 352);
});
