import type { Page } from '@playwright/test';
import { VIEWPORTS } from '../packages/ui/src/tokens/scales';
import {
  brokenWords,
  cutPlaceholders,
  horizontalOverflow,
  overlappingTexts,
  smallTargets,
  tableProblems,
} from './layoutChecks';
import {
  APP_ROUTES,
  completePayment,
  dismissNotices,
  expect,
  expectNotice,
  logIn,
  openCashDrawer,
  openRoute,
  pageHeading,
  payWith,
  pressTile,
  sideMenu,
  test,
  posTile as tile,
} from './support';

// Issue 19: every screen usable from a phone to a desktop.

const SIZES = [
  { name: 'phone', ...VIEWPORTS.phone },
  { name: 'tablet in portrait', ...VIEWPORTS.tablet },
  { name: 'tablet in landscape', ...VIEWPORTS.tabletLandscape },
];

/** Where the screenshots the closing note points at are kept (test artefacts). */
const shot = (page: Page, size: { width: number }, screen: string) =>
  page.screenshot({ path: `test-results/responsive/${screen}-${size.width}.png` });

for (const size of SIZES) {
  test.describe(`On a ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every route fits: nothing scrolls sideways, no text is drawn over another, no word is broken, no placeholder is cut', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await logIn(page, '/');
      await dismissNotices(page);
      const problems: string[] = [];
      for (const route of APP_ROUTES) {
        await openRoute(page, route);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) problems.push(`${route}: the page scrolls sideways by ${overflow} px`);
        for (const text of await overlappingTexts(page)) problems.push(`${route}: ${text}`);
        for (const text of await brokenWords(page)) problems.push(`${route}: ${text}`);
        for (const text of await cutPlaceholders(page)) problems.push(`${route}: ${text}`);
        if (size.width < 640)
          for (const target of await smallTargets(page)) problems.push(`${route}: ${target}`);
        if (route === '/' || route === '/inventory' || route === '/pos')
          await shot(page, size, route === '/' ? 'dashboard' : route.slice(1));
      }
      expect(problems).toEqual([]);
    });
  });
}

/** The screens that hold a table (issue 40), as a user opens them. */
const TABLE_ROUTES = [
  '/inventory',
  '/sales',
  '/purchases',
  '/purchases/new',
  '/suppliers',
  '/delivery',
  '/staff',
  '/activity',
  '/profile',
];

for (const size of [...SIZES, { name: 'desktop', width: 1440, height: 900 }]) {
  test.describe(`Tables on a ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('clip nothing silently: a cut text ends in an ellipsis, badges are whole, every row action is in view', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await logIn(page, '/');
      await dismissNotices(page);
      const problems: string[] = [];
      for (const route of TABLE_ROUTES) {
        await openRoute(page, route);
        for (const problem of await tableProblems(page)) problems.push(`${route}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('The POS on a phone (390 × 844)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the cart is a bar at the bottom; it opens the cart, and a cash payment sells', async ({ page }) => {
    await logIn(page, '/pos');
    await dismissNotices(page);
    const bar = page.getByRole('region', { name: 'Cart summary' });
    await expect(bar).toContainText('Cart is empty');
    await pressTile(page, 'Leather Belt');
    await expect(bar).toContainText('1 item');
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'View Cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Current Sale' });
    await expect(sheet.getByRole('region', { name: 'Cart' })).toContainText('Leather Belt');
    await openCashDrawer(page);
    await sheet.getByRole('button', { name: 'Cash Payment' }).click();
    await completePayment(page);
    await expectNotice(page, 'Sale Completed');
    await expect(sheet).toHaveCount(0);
    await expect(bar).toContainText('Cart is empty');
    await expect(tile(page, 'Leather Belt')).toContainText('1 in stock');
  });
});

for (const size of [
  { name: 'portrait', ...VIEWPORTS.tablet },
  { name: 'landscape', ...VIEWPORTS.tabletLandscape },
]) {
  test.describe(`The POS on a tablet in ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the cart and every payment choice fit beside the grid without scrolling; a card payment sells', async ({
      page,
    }) => {
      await logIn(page, '/pos');
      await dismissNotices(page);
      const products = page.getByRole('region', { name: 'Products' });
      // Four products the store has: a cart taller than the room left for its lines.
      const inStock = products
        .getByRole('button', { name: /in stock$/ })
        .filter({ hasNotText: / 0 in stock$/ });
      for (let i = 0; i < 4; i++) await inStock.nth(i).click();
      const cart = page.getByRole('region', { name: 'Cart' });
      await expect(cart).toBeVisible();
      const cartBox = await cart.boundingBox();
      const productsBox = await products.boundingBox();
      expect(cartBox?.x ?? 0).toBeGreaterThan((productsBox?.x ?? 0) + (productsBox?.width ?? 0));
      for (const name of ['Store Pickup', /^Fast Delivery/, 'Cash Payment', 'Card Payment', 'Mobile Wallet'])
        await expect(page.getByRole('main').getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      await payWith(page, 'Card Payment');
      await expectNotice(page, 'Sale Completed');
      await expect(cart).toContainText('Cart is empty');
    });
  });
}

// The menu below the wide breakpoint (1024 px) is a drawer.
for (const size of SIZES.slice(0, 2)) {
  test.describe(`The menu on a ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('is a drawer: the top bar opens it, a choice navigates and closes it', async ({ page }) => {
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

test.describe('The menu on a tablet in landscape (1024 × 768)', () => {
  test.use({ viewport: VIEWPORTS.tabletLandscape });

  test('stays beside the page, as specified for wide screens', async ({ page }) => {
    await logIn(page, '/');
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});
