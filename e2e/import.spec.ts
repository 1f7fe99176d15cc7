import { dataRows, expect, goInApp, logIn, pageHeading, test } from './support';

const csv = [
  'Product Name,SKU,Category,Base Price,Low Stock Threshold',
  'Imported Desk Lamp,E2E-LAMP,Home & Garden,24.00,3',
  'Imported Cable,E2E-CABLE,Electronics,ten,',
].join('\n');

test.describe('Issue 39: Import CSV in Tools', () => {
  test('a file with a bad row is previewed with its error and imports only when fixed; the products are then in Inventory', async ({
    page,
  }) => {
    await logIn(page, '/tools/import');
    await expect(pageHeading(page)).toHaveText('Tools');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Data' });
    await expect(dialog.getByRole('radio', { name: 'Products' })).toBeChecked();

    const choose = async (content: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Choose File' }).click();
      await (await chooser).setFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(content),
      });
      await expect(dialog.getByText(/products\.csv/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Preview' }).click();
    };

    await choose(csv);
    const errors = dialog.getByRole('grid', { name: 'Errors' });
    await expect(dataRows(errors)).toHaveCount(1);
    await expect(dataRows(errors).first()).toContainText('3');
    await expect(dataRows(errors).first()).toContainText('Base Price must be a number');
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Back' }).click();
    await choose(csv.replace(',ten,', ',9.50,'));
    await expect(
      dialog.getByText('2 rows read. Importing would make 2 added, 0 changed, 0 unchanged.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('Import complete')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await goInApp(page, '/inventory?q=Imported');
    const products = page.getByRole('grid', { name: 'Products' });
    await expect(dataRows(products)).toHaveCount(2);
    await expect(products).toContainText('E2E-LAMP');
    await expect(products).toContainText('E2E-CABLE');
    await expect(products).toContainText('$9.50');
  });
});
