import { dataRows, expect, expectNotice, goInApp, logIn, pressTile, sideMenu, test } from './support';

test.describe('Invoices: a sale on account, its invoice, and payments until it is paid (issue 38)', () => {
  test('sold on account at the till, the invoice is in Invoices; two payments make it Paid and the badge goes', async ({
    page,
  }) => {
    // John Smith gets Net 30 on the Customers screen.
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

    // At the till: a Leather Belt to John Smith, on account.
    await goInApp(page, '/pos');
    await pressTile(page, 'Leather Belt');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /^(Choose|Change) Customer$/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Sale’s Customer' });
    await chooser.getByRole('combobox', { name: 'Find customer' }).fill('John Smith');
    await page.getByRole('option', { name: /^John Smith/ }).click();
    await expect(chooser).toBeHidden();
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
