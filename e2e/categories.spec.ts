import { dataRows, expect, expectNotice, goInApp, logIn, pageHeading, test } from './support';

test.describe('Categories are data you manage', () => {
  test('renaming a category renames it on its card, on its products in Inventory and at the till', async ({
    page,
  }) => {
    await logIn(page, '/inventory/categories');
    await expect(pageHeading(page)).toHaveText('Categories');
    await page.getByRole('button', { name: 'Rename Electronics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Electronics' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Electronics & Gadgets');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expectNotice(page, 'Category Renamed', 'Electronics is now Electronics & Gadgets');
    await expect(page.getByRole('list', { name: 'Categories' })).toContainText('Electronics & Gadgets');

    await goInApp(page, '/inventory?q=Wireless');
    const row = dataRows(page.getByRole('grid', { name: 'Products' })).filter({
      hasText: 'Wireless Bluetooth Headphones',
    });
    await expect(row.first()).toContainText('Electronics & Gadgets');

    // The till searches by category too: the new name finds the category's products.
    await goInApp(page, '/pos?q=Gadgets');
    await expect(page.getByText('Wireless Bluetooth Headphones').first()).toBeVisible();
    await expect(page.getByText('Electronics & Gadgets').first()).toBeVisible();
  });
});
