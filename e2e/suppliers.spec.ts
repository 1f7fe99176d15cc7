import { dataRows, dismissNotices, expect, expectNotice, logIn, pageHeading, test } from './support';

test.describe('Issue 17: suppliers are data you manage', () => {
  test('add a supplier, edit its lead time, and find it with its orders and the prices it was paid', async ({
    page,
  }) => {
    await logIn(page, '/purchases');
    await page.getByRole('link', { name: 'Suppliers' }).click();
    await expect(pageHeading(page)).toHaveText('Suppliers');

    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Supplier' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Nordic Tools AB');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('order@nordic.example');
    await dialog.getByRole('textbox', { name: 'Lead time (days)' }).fill('12');
    await dialog.getByRole('button', { name: 'Add Supplier' }).click();
    await expectNotice(page, 'Supplier Added', 'Nordic Tools AB was added');
    await dismissNotices(page);
    const row = dataRows(page.getByRole('grid', { name: 'Suppliers' })).filter({
      hasText: 'Nordic Tools AB',
    });
    await expect(row).toContainText('12 days');

    await row.getByRole('button', { name: 'Edit Nordic Tools AB' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Nordic Tools AB' });
    await edit.getByRole('textbox', { name: 'Lead time (days)' }).fill('9');
    await edit.getByRole('button', { name: 'Save Supplier' }).click();
    await expectNotice(page, 'Supplier Saved');
    await expect(row).toContainText('9 days');

    await row.getByRole('link', { name: 'Nordic Tools AB' }).click();
    await expect(pageHeading(page)).toHaveText('Nordic Tools AB');
    await expect(page.getByRole('region', { name: 'Supplier details' })).toContainText('9 days');
    await expect(page.getByText('Nothing has been ordered from this supplier yet.')).toBeVisible();
  });
});
