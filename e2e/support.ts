import { expect, type Page } from '@playwright/test';

/** Signs in through the Login screen, as a user would (§2.5 Login, §4 Login). */
export async function logIn(page: Page, path = '/') {
  await page.goto(path);
  await page.getByLabel('User ID').fill('staff');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** A notice (toast) with its title and message. */
export async function expectNotice(page: Page, title: string, message?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (message) await expect(toast).toContainText(message);
}

/** The side menu. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The page's main heading. */
export const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
