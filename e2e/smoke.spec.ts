import { expect, test } from '@playwright/test';

test('the app loads and renders', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Warehouse');
  await expect(page.getByText('Welcome to Warehouse Management System')).toBeVisible();
  expect(errors).toEqual([]);
});
