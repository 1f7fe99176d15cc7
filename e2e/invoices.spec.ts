import type { Page } from '@playwright/test';
import {
  closeReceipt,
  dataRows,
  expect,
  expectNotice,
  goInApp,
  logIn,
  pressTile,
  receiptOrderId,
  sideMenu,
  takePayment,
  test,
} from './support';

/**
 * John Smith given Net 30 on the Customers screen, then `belts` Leather Belts in the till's cart
 * with him as the sale's customer, ready to be sold on account: the till's main area.
 */
async function beltsForJohnOnNet30(page: Page, belts: number) {
  await logIn(page, '/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('john.smith@');
  await page
    .getByRole('article', { name: 'John Smith' })
    .getByRole('button', { name: 'Edit John Smith' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit John Smith' });
  await edit.getByRole('textbox', { name: 'Payment Terms (days)' }).fill('30');
  await edit.getByRole('button', { name: 'Save Customer' }).click();
  await expect(edit).toBeHidden();

  await goInApp(page, '/pos');
  for (let belt = 0; belt < belts; belt += 1) await pressTile(page, 'Leather Belt');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^(Choose|Change) Customer$/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Sale’s Customer' });
  await chooser.getByRole('combobox', { name: 'Find customer' }).fill('John Smith');
  await page.getByRole('option', { name: /^John Smith/ }).click();
  await expect(chooser).toBeHidden();
  return main;
}

test.describe('Invoices: a sale on account, its invoice, and payments until it is paid (issue 38)', () => {
  test('sold on account at the till, the invoice is in Invoices; two payments make it Paid and the badge goes', async ({
    page,
  }) => {
    // At the till: a Leather Belt to John Smith (Net 30), on account.
    const main = await beltsForJohnOnNet30(page, 1);
    await main.getByRole('button', { name: 'On Account' }).click();
    await expectNotice(page, 'Sold on Account');
    await expect(sideMenu(page).locator('a[href="/invoices"]')).toHaveText('Invoices1');

    // Invoices lists it, unpaid.
    await goInApp(page, '/invoices');
    const table = page.getByRole('grid', { name: 'All Invoices' });
    const row = dataRows(table).filter({ hasText: 'John Smith' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/INV-DS-\d{4}-000001/);
    await expect(row).toContainText('Issued');

    // Two payments: a part by bank transfer, then the rest.
    await row.getByRole('button', { name: /^View INV-/ }).click();
    const detail = page.getByRole('dialog', { name: /^Invoice INV-DS-/ });
    await detail.getByRole('button', { name: 'Record Payment' }).click();
    let pay = page.getByRole('dialog', { name: 'Record Payment' });
    const amount = pay.getByRole('textbox', { name: 'Amount' });
    const balance = Number(await amount.inputValue());
    await amount.fill('10');
    await pay.getByRole('textbox', { name: 'Reference' }).fill('TRF 1');
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await expectNotice(page, 'Payment Recorded');
    await expect(detail.getByRole('document')).toContainText('Partially Paid');
    await expect(row).toContainText('Partially Paid');

    await detail.getByRole('button', { name: 'Record Payment' }).click();
    pay = page.getByRole('dialog', { name: 'Record Payment' });
    await expect(pay.getByRole('textbox', { name: 'Amount' })).toHaveValue((balance - 10).toFixed(2));
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await expect(detail.getByRole('document')).toContainText('Paid');
    await expect(detail.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Done' }).click();
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('$0.00');
    await expect(sideMenu(page).locator('a[href="/invoices"]')).toHaveText('Invoices');
  });
});

test.describe('A return of a sale on account issues a credit note (issue 38)', () => {
  test('one of two belts back: a credit note on its invoice is the refund, and the invoice owes less', async ({
    page,
  }) => {
    // Two Leather Belts to John Smith (Net 30), on account.
    const main = await beltsForJohnOnNet30(page, 2);
    await main.getByRole('button', { name: 'On Account' }).click();
    const sold = page.locator('[data-sonner-toast]').filter({ hasText: 'Sold on Account' }).first();
    await expect(sold).toBeVisible();
    const orderId = /ORD-\d+/.exec((await sold.textContent()) ?? '')?.[0] ?? '';
    expect(orderId).not.toBe('');

    // Its invoice, unpaid: what it owes before the return.
    await goInApp(page, '/invoices');
    const invoices = page.getByRole('grid', { name: 'All Invoices' });
    const row = dataRows(invoices).filter({ hasText: 'John Smith' });
    await expect(row).toContainText('Issued');
    const owing = (await row.textContent()) ?? '';

    // One belt back from the sale's detail: no refund choice, a credit note instead.
    await goInApp(page, `/sales?q=${orderId}`);
    await main.getByRole('button', { name: `View ${orderId}` }).click();
    await page.getByRole('button', { name: 'Return Items' }).click();
    const dialog = page.getByRole('dialog', { name: `Return Items from ${orderId}` });
    const belts = dialog.getByRole('textbox', { name: /^Quantity of Leather Belt.* to return$/ });
    await belts.fill('1');
    await belts.press('Tab');
    await expect(dialog.getByRole('radiogroup', { name: 'Refund to' })).toHaveCount(0);
    await expect(dialog).toContainText(/A credit note will be issued on INV-DS-\d{4}-000001/);
    await dialog.getByRole('button', { name: 'Record Return' }).click();
    await expectNotice(page, 'Return Recorded', `for ${orderId}:`);
    await expectNotice(page, 'Return Recorded', 'to Credit Note CN-DS-');
    const sale = page.getByRole('dialog', { name: `Sale ${orderId}` });
    await expect(sale.getByRole('grid', { name: 'Returns of this sale' })).toContainText(
      /CN-DS-\d{4}-000001/,
    );

    // The invoice owes less (still Issued) and shows the credit note.
    await goInApp(page, '/invoices');
    const after = dataRows(page.getByRole('grid', { name: 'All Invoices' })).filter({
      hasText: 'John Smith',
    });
    await expect(after).toContainText('Issued');
    await expect(after).not.toHaveText(owing);
    await after.getByRole('button', { name: /^View INV-/ }).click();
    const detail = page.getByRole('dialog', { name: /^Invoice INV-DS-/ });
    await expect(detail.getByRole('document')).toContainText(/CN-DS-\d{4}-000001/);
  });
});

test.describe('A return of an invoiced card sale pays the card back (issue 38)', () => {
  test('invoiced after the sale, one of two belts back: the card refunded, a credit note issued, no store credit held', async ({
    page,
  }) => {
    // Two Leather Belts to John Smith, by card, then invoiced from the sale's detail: Paid from the start.
    const main = await beltsForJohnOnNet30(page, 2);
    await takePayment(page, 'Card Payment');
    const orderId = await receiptOrderId(page);
    await closeReceipt(page);
    await goInApp(page, `/sales?q=${orderId}`);
    await main.getByRole('button', { name: `View ${orderId}` }).click();
    const sale = page.getByRole('dialog', { name: `Sale ${orderId}` });
    await sale.getByRole('button', { name: 'Issue Invoice' }).click();
    await expect(sale).toContainText(/INV-DS-\d{4}-\d{6}/);

    // One belt back, to the original payment (the card): the credit note is issued as well.
    await sale.getByRole('button', { name: 'Return Items' }).click();
    const dialog = page.getByRole('dialog', { name: `Return Items from ${orderId}` });
    const belts = dialog.getByRole('textbox', { name: /^Quantity of Leather Belt.* to return$/ });
    await belts.fill('1');
    await belts.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Original payment' })).toBeChecked();
    await expect(dialog).toContainText(
      /A credit note will be issued on INV-DS-\d{4}-\d{6} for the items coming back\./,
    );
    await dialog.getByRole('button', { name: 'Record Return' }).click();
    await expectNotice(page, 'Return Recorded', 'to Card');

    // The invoice is still Paid, its credit note listed; John Smith holds no store credit.
    await goInApp(page, '/invoices');
    const row = dataRows(page.getByRole('grid', { name: 'All Invoices' })).filter({ hasText: 'John Smith' });
    await expect(row).toContainText('Paid');
    await row.getByRole('button', { name: /^View INV-/ }).click();
    const detail = page.getByRole('dialog', { name: /^Invoice INV-DS-/ });
    await expect(detail.getByRole('document')).toContainText(/CN-DS-\d{4}-\d{6}/);
    await goInApp(page, '/customers');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('john.smith@');
    await expect(page.getByRole('article', { name: 'John Smith' })).not.toContainText('Store credit');
  });
});
