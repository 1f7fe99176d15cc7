import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { writeFakeCamera } from './fakeCamera';
import {
  posCart as cart,
  dismissNotices,
  expect,
  expectNotice,
  goInApp,
  logIn,
  cartQuantity as quantity,
  test,
} from './support';

// The till, complete: barcodes. A keyboard-wedge scanner types a code's characters about 10 ms
// apart and ends it with Enter; the till adds the item wherever the focus is.

const ATLAS = { name: 'Illustrated World Atlas', code: '9780241295939' };
const COOKWARE = { name: 'Stainless Steel Cookware Set', code: '5012345678900' };

const dialog = (page: Page) => page.getByRole('dialog');
const productsTable = (page: Page) => page.getByRole('grid');

/** Gives a product its barcode in the Edit Product form. */
async function giveBarcode(page: Page, { name, code }: { name: string; code: string }) {
  await productsTable(page)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Barcode' }).fill(code);
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice(page, 'Product Saved', `${name} is up to date`);
  await expect(dialog(page)).toHaveCount(0);
  // The notice sits over the corner where the next dialog's buttons are.
  await dismissNotices(page);
}

/**
 * A keyboard-wedge scanner: it types the code's characters 10 ms apart, then Enter, each key
 * stamped with the time it left the scanner (as the operating system stamps a scanner's keys; the
 * page may handle them later when it is busy). Sent through the DevTools protocol, the way
 * Playwright's keyboard sends keys, but with those stamps: Playwright's own keys are stamped when
 * the previous one has been handled, so on a busy two-core machine they drift apart by more than
 * a scanner's.
 */
async function wedgeScanner(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  let clock = 0;
  return async (code: string, { after }: { after?: number } = {}) => {
    // The first key: `after` ms after the last scan's Enter, or now.
    clock = after === undefined ? Math.max(clock, Date.now() / 1000) : clock + after / 1000;
    for (const key of [...code, 'Enter']) {
      const enter = key === 'Enter';
      const keyCode = enter ? 13 : key.charCodeAt(0);
      const text = enter ? '\r' : key;
      await devtools.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        key,
        text,
        windowsVirtualKeyCode: keyCode,
        timestamp: clock,
      });
      await devtools.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        key,
        windowsVirtualKeyCode: keyCode,
        timestamp: clock + 0.002,
      });
      clock += 0.01;
      await page.waitForTimeout(10);
    }
    clock -= 0.01;
  };
}

test.describe('Barcodes at the till (the till, complete)', () => {
  test('a barcode given in the product form is scanned at the till: the product is in the cart', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    await dismissNotices(page);
    await giveBarcode(page, ATLAS);
    await giveBarcode(page, COOKWARE);
    // A wrong check digit is refused on the field, naming the shape.
    await productsTable(page)
      .getByRole('button', { name: `Edit ${COOKWARE.name}` })
      .click();
    await dialog(page).getByRole('textbox', { name: 'Barcode' }).fill('5012345678901');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog(page)).toContainText(
      'Check digit is wrong for an EAN-13 barcode (it should end in 0)',
    );
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await goInApp(page, '/pos');
    await dismissNotices(page);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    // The focus is not in the search box.
    await page.getByRole('heading', { level: 1, name: 'Point of Sale' }).click();
    await expect(search).not.toBeFocused();
    const scan = await wedgeScanner(page);
    await scan(ATLAS.code);
    await expect(quantity(page, ATLAS.name)).toHaveValue('1');

    // Two scans 30 ms apart both land.
    await scan(COOKWARE.code);
    await scan(ATLAS.code, { after: 30 });
    await expect(quantity(page, COOKWARE.name)).toHaveValue('1');
    await expect(quantity(page, ATLAS.name)).toHaveValue('2');
    await expect(cart(page).getByRole('listitem')).toHaveCount(2);

    // With the focus in the search box, a scan adds the item and leaves the search as typed.
    await search.click();
    await search.pressSequentially('atl', { delay: 120 });
    await page.waitForTimeout(100);
    await scan(COOKWARE.code);
    await expect(quantity(page, COOKWARE.name)).toHaveValue('2');
    await expect(search).toHaveValue('atl');
  });

  test('an unknown code shows a notice with the code, and the cart stays as it was', async ({ page }) => {
    await logIn(page, '/pos');
    await dismissNotices(page);
    await page.getByRole('heading', { level: 1, name: 'Point of Sale' }).click();
    await (await wedgeScanner(page))('4006381333931');
    await expectNotice(page, 'Unknown Barcode', 'No product with barcode 4006381333931');
    await expect(cart(page).getByRole('listitem')).toHaveCount(0);
  });

  test('the Scan screen: a typed code shows the product with its stock by bin, and Add to Cart puts it in the till', async ({
    page,
  }) => {
    await logIn(page, '/inventory');
    await dismissNotices(page);
    await giveBarcode(page, ATLAS);
    await goInApp(page, '/inventory/scan');
    await page.getByRole('textbox', { name: 'Barcode' }).fill(ATLAS.code);
    await page.getByRole('button', { name: 'Look Up' }).click();
    const found = page.getByRole('region', { name: 'Scanned item' });
    await expect(found.getByRole('heading', { name: ATLAS.name })).toBeVisible();
    await expect(
      found.getByRole('list', { name: 'Stock by bin' }).getByRole('listitem').first(),
    ).toBeVisible();
    await found.getByRole('button', { name: 'Add to Cart' }).click();
    await expectNotice(page, 'Added to Cart', `${ATLAS.name} is in the till's cart`);

    await page.getByRole('textbox', { name: 'Barcode' }).fill('4006381333931');
    await page.getByRole('button', { name: 'Look Up' }).click();
    await expect(page.getByText('No product with barcode 4006381333931')).toBeVisible();
    // A handheld scanner works here too, wherever the focus is.
    await page.getByRole('heading', { level: 1, name: 'Scan Items' }).click();
    await (await wedgeScanner(page))(ATLAS.code);
    await expect(found.getByRole('heading', { name: ATLAS.name })).toBeVisible();

    await goInApp(page, '/pos');
    await expect(quantity(page, ATLAS.name)).toHaveValue('1');
  });

  test('the camera refused: a clear message, and the typed code still works', async ({ page }) => {
    await logIn(page, '/inventory/scan');
    await page.context().clearPermissions();
    await page.getByRole('button', { name: 'Start Camera' }).click();
    await expect(page.getByText(/^(Camera access was denied|No camera found)$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Barcode' })).toBeEditable();
  });

  test('Start Camera reads a barcode held in front of the camera, with the decoder served by our own build', async ({
    page,
    baseURL,
  }) => {
    await logIn(page, '/inventory');
    await dismissNotices(page);
    await giveBarcode(page, ATLAS);
    // A browser whose camera films the atlas's barcode. Chromium on Linux has no BarcodeDetector:
    // the frames go through zxing-wasm, whose .wasm must come from this server, not a CDN.
    const camera = writeFakeCamera(ATLAS.code, mkdtempSync(join(tmpdir(), 'camera-')));
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${camera}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL, permissions: ['camera'] });
      const filming = await context.newPage();
      const requested: string[] = [];
      filming.on('request', (request) => requested.push(request.url()));
      await logIn(filming, '/inventory/scan');
      await filming.getByRole('button', { name: 'Start Camera' }).click();
      await expect(filming.getByRole('button', { name: 'Stop Camera' })).toBeVisible();
      const found = filming.getByRole('region', { name: 'Scanned item' });
      await expect(found.getByRole('heading', { name: ATLAS.name })).toBeVisible({ timeout: 20_000 });
      await expect(found).toContainText(`Barcode ${ATLAS.code}`);
      expect(requested.some((url) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toBe(true);
      expect(requested.filter((url) => !url.startsWith(baseURL ?? ''))).toEqual([]);
      await filming.getByRole('button', { name: 'Stop Camera' }).click();
      await expect(filming.getByRole('button', { name: 'Start Camera' })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});
