import { expect, logIn, pageHeading, sideMenu, test } from './support';

// Issue 19, first step: below the wide breakpoint (1024 px) the side menu is a drawer.
for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet in portrait', width: 768, height: 1024 },
]) {
  test.describe(`On a ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the menu is a drawer: the top bar opens it, a choice navigates and closes it', async ({ page }) => {
      await logIn(page, '/');
      await expect(sideMenu(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: 'Sales' }).click();
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(/\/sales$/);
      await expect(pageHeading(page)).toHaveText('Sales Management');
      // Escape closes it too, and the focus goes back to the menu button.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });
  });
}

test.describe('On a tablet in landscape (1024 × 768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the side menu stays beside the page, as specified for wide screens', async ({ page }) => {
    await logIn(page, '/');
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});
