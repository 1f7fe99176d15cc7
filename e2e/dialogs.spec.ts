import type { Page } from '@playwright/test';
import { salesWithoutDelivery } from './sampleBusiness';
import { dataRows, expect, logIn, test } from './support';

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

// One convention for dialogs reachable by URL (issue 13): opening adds a history entry with the
// dialog's address, closing leaves it, Back closes and Forward reopens.
test.describe('Dialogs reachable by URL', () => {
  test('Add Rider: ?dialog=add-rider while open; Cancel clears it; Back closes and Forward reopens', async ({
    page,
  }) => {
    await logIn(page, '/riders');
    const dialog = page.getByRole('dialog', { name: 'Add New Rider' });
    const open = () => page.getByRole('main').getByRole('button', { name: 'Add Rider' }).click();

    await open();
    await expect(dialog).toBeVisible();
    await expect.poll(() => path(page)).toBe('/riders?dialog=add-rider');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => path(page)).toBe('/riders');

    await open();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => path(page)).toBe('/riders');
    await page.goForward();
    await expect(dialog).toBeVisible();
    // Escape closes it too, and leaves the URL clean.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => path(page)).toBe('/riders');
  });

  test('the dashboard’s Create Delivery opens the dialog by its URL; creating closes it and clears the URL', async ({
    page,
  }) => {
    await logIn(page, '/delivery?dialog=create-delivery');
    const dialog = page.getByRole('dialog', { name: 'Create Delivery' });
    await expect(dialog).toBeVisible();
    const [sale] = salesWithoutDelivery;
    if (!sale) throw new Error('the sample has no sale without a delivery');
    await dialog.getByRole('textbox', { name: 'Order ID' }).fill(sale.id);
    await dialog.getByRole('textbox', { name: 'Address' }).fill('10 Analytical Way');
    // Enter in a field submits.
    await dialog.getByRole('textbox', { name: 'Order ID' }).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => path(page)).toBe('/delivery');
    const table = page.getByRole('grid', { name: 'Delivery Orders' });
    await expect(dataRows(table).filter({ hasText: sale.id })).toHaveCount(1);
  });

  test('/inventory/add: Back from the dialog returns to the inventory; Forward opens the dialog again', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => path(page)).toBe('/inventory/add');
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => path(page)).toBe('/inventory');
    await page.goForward();
    await expect(dialog).toBeVisible();
  });
});
