import { expect, test } from './support';

// The fixture fails the test on any error the page did not handle.
test('the app loads and renders', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Warehouse');
  await expect(page.getByText('Welcome to Warehouse Management System')).toBeVisible();
});
