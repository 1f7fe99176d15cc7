import type { Page } from '@playwright/test';
import { formatMoney } from '@warehouse/domain/format';
import { EMPTY_CART_TEXT } from '@warehouse/domain/notices';
import { sampleDeliveries } from '@warehouse/domain/sample';
import { filterByQuery, posProductSearchFields, saleSearchFields } from '@warehouse/domain/search';
import { nextSampleOrderId, samplePosCatalogue, sampleSalesList } from './sampleBusiness';
import {
  posCart as cart,
  choose,
  chooseCustomer,
  closeReceipt,
  dataRows,
  dismissNotices,
  escapeRegExp,
  expect,
  expectFigure,
  expectNotice,
  expectRowCount,
  goInApp,
  logIn,
  payCash,
  payWith,
  posTile as product,
  cartQuantity as quantity,
  queryParam,
  sideMenu,
  test,
} from './support';

const cartLine = (page: Page, name: string) => cart(page).getByRole('listitem', { name, exact: true });

/** The cart's Subtotal, Tax (at the settings' 8.25%) and Total, exactly. */
async function expectTotals(page: Page, subtotal: string, tax: string, total: string) {
  await expect(cart(page)).toHaveText(
    new RegExp(
      `Subtotal${escapeRegExp(subtotal)}Tax \\(8.25%\\)${escapeRegExp(tax)}Total${escapeRegExp(total)}$`,
    ),
  );
}

const nextDeliveryId = () =>
  `DEL-${String(Math.max(...sampleDeliveries.map((d) => Number(d.id.slice(4)))) + 1).padStart(3, '0')}`;

test.describe('§4 POS cart', () => {
  test('§4 POS cart: clicking a product adds one unit; the same product twice makes quantity 2', async ({
    page,
  }) => {
    await logIn(page, '/pos');
    await expect(cart(page).getByText(EMPTY_CART_TEXT, { exact: true })).toBeVisible();
    expect(EMPTY_CART_TEXT).toBe('Cart is empty. Add products to start a sale.');

    await product(page, 'Wireless Bluetooth Headphones (Black)').click();
    await expect(cartLine(page, 'Wireless Bluetooth Headphones (Black)')).toBeVisible();
    await expect(quantity(page, 'Wireless Bluetooth Headphones (Black)')).toHaveValue('1');
    await expect(cart(page).getByText(EMPTY_CART_TEXT)).toHaveCount(0);

    await product(page, 'Wireless Bluetooth Headphones (Black)').click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);
    await expect(quantity(page, 'Wireless Bluetooth Headphones (Black)')).toHaveValue('2');
    await expect(cartLine(page, 'Wireless Bluetooth Headphones (Black)')).toContainText('$79.99 each$159.98');
    await expect(cart(page).getByText('Walk-in Customer · 2 items', { exact: true })).toBeVisible();

    await product(page, 'Dark Chocolate Bar 70%').click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(2);
    await expect(cart(page).getByText('Walk-in Customer · 3 items', { exact: true })).toBeVisible();
  });

  test('§4 POS cart: quantity controls change the line; setting 0 removes it', async ({ page }) => {
    await logIn(page, '/pos');
    // The sign-in notice sits over the cart's bottom-right corner.
    await dismissNotices(page);
    await product(page, 'Portable Power Bank 20000mAh').click();
    await product(page, 'Yoga Mat Premium (Purple)').click();

    await cart(page)
      .getByRole('button', { name: 'Increase quantity of Portable Power Bank 20000mAh' })
      .click();
    await cart(page)
      .getByRole('button', { name: 'Increase quantity of Portable Power Bank 20000mAh' })
      .click();
    await expect(quantity(page, 'Portable Power Bank 20000mAh')).toHaveValue('3');
    await expect(cartLine(page, 'Portable Power Bank 20000mAh')).toContainText('$118.50');
    await cart(page)
      .getByRole('button', { name: 'Decrease quantity of Portable Power Bank 20000mAh' })
      .click();
    await expect(quantity(page, 'Portable Power Bank 20000mAh')).toHaveValue('2');

    // Typing a quantity sets it.
    await quantity(page, 'Yoga Mat Premium (Purple)').fill('4');
    await quantity(page, 'Yoga Mat Premium (Purple)').press('Enter');
    await expect(quantity(page, 'Yoga Mat Premium (Purple)')).toHaveValue('4');
    await expect(cartLine(page, 'Yoga Mat Premium (Purple)')).toContainText('$180.00');

    // Typing 0 removes the line.
    await quantity(page, 'Yoga Mat Premium (Purple)').fill('0');
    await quantity(page, 'Yoga Mat Premium (Purple)').press('Enter');
    await expect(cartLine(page, 'Yoga Mat Premium (Purple)')).toHaveCount(0);
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);

    // Decreasing from 1 removes the last line: the cart is empty again.
    await cart(page)
      .getByRole('button', { name: 'Decrease quantity of Portable Power Bank 20000mAh' })
      .click();
    await cart(page)
      .getByRole('button', { name: 'Decrease quantity of Portable Power Bank 20000mAh' })
      .click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(0);
    await expect(cart(page).getByText(EMPTY_CART_TEXT, { exact: true })).toBeVisible();
    await expectTotals(page, '$0.00', '$0.00', '$0.00');
  });

  test('§4 POS cart: Clear empties the cart', async ({ page }) => {
    await logIn(page, '/pos');
    await expect(cart(page).getByRole('button', { name: 'Clear' })).toBeDisabled();
    await product(page, 'Cotton Crew T-Shirt (Medium)').click();
    await product(page, 'LED Desk Lamp (Matte Black)').click();
    await product(page, 'LED Desk Lamp (Matte Black)').click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(2);

    await cart(page).getByRole('button', { name: 'Clear' }).click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(0);
    await expect(cart(page).getByText(EMPTY_CART_TEXT, { exact: true })).toBeVisible();
    await expectTotals(page, '$0.00', '$0.00', '$0.00');
    await expect(cart(page).getByRole('button', { name: 'Clear' })).toBeDisabled();
    // Nothing to pay for or deliver.
    for (const name of ['Cash Payment', 'Card Payment', 'Mobile Wallet', 'Store Pickup', /^Fast Delivery/]) {
      await expect(page.getByRole('main').getByRole('button', { name })).toBeDisabled();
    }
  });

  test("Issue 37: Subtotal, Tax at the settings' 8.25% (per line, half up) and Total are exact to the cent for a known cart", async ({
    page,
  }) => {
    await logIn(page, '/pos');
    // 2 × $79.99 = $159.98 (tax 13.198 → 13.20), $12.99 (1.072 → 1.07), 3 × $3.25 = $9.75 (0.804 → 0.80).
    await product(page, 'Wireless Bluetooth Headphones (Black)').click();
    await product(page, 'Wireless Bluetooth Headphones (Black)').click();
    await product(page, 'USB-C Charging Cable (1 m)').click();
    for (let i = 0; i < 3; i++) await product(page, 'Dark Chocolate Bar 70%').click();

    await expect(cartLine(page, 'Wireless Bluetooth Headphones (Black)')).toContainText('$159.98');
    await expect(cartLine(page, 'USB-C Charging Cable (1 m)')).toContainText('$12.99');
    await expect(cartLine(page, 'Dark Chocolate Bar 70%')).toContainText('$9.75');
    await expect(cart(page).getByText('Walk-in Customer · 6 items', { exact: true })).toBeVisible();
    await expectTotals(page, '$182.72', '$15.07', '$197.79');

    // Each line rounds on its own: $9.49 (0.783 → 0.78) and $3.25 (0.268 → 0.27).
    await cart(page).getByRole('button', { name: 'Clear' }).click();
    await product(page, 'Sparkling Mineral Water 12-Pack').click();
    await product(page, 'Dark Chocolate Bar 70%').click();
    await expectTotals(page, '$12.74', '$1.05', '$13.79');
  });

  test('§9 POS search: name or category, case-insensitive, kept in the URL', async ({ page }) => {
    await logIn(page, '/pos');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    // Every tile: what the store holds, or Out of Stock where it holds none (issue 37).
    const tiles = page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: / in stock$|Out of Stock$/ });
    await expect(tiles).toHaveCount(samplePosCatalogue.length);

    for (const query of ['WATER', 'food & beverages', 'sPoRtS']) {
      await search.fill(query);
      const expected = filterByQuery(samplePosCatalogue, query, posProductSearchFields);
      expect(expected.length).toBeGreaterThan(0);
      await expect(tiles).toHaveCount(expected.length);
      for (const p of expected) await expect(product(page, p.name)).toBeVisible();
      await expect.poll(() => queryParam(page, 'q')).toBe(query);
    }

    await search.fill('no such product');
    await expect(page.getByText('No products found')).toBeVisible();

    // A filtered grid still adds to the cart.
    await search.fill('lamp');
    await product(page, 'LED Desk Lamp (Matte Black)').click();
    await expect(cartLine(page, 'LED Desk Lamp (Matte Black)')).toBeVisible();
  });
});

test.describe('§4 POS checkout: any payment or delivery choice records it and empties the cart', () => {
  // A desktop where the Sales and Delivery tables show every column (narrower windows give some
  // way; e2e/responsive.spec.ts checks those widths).
  test.use({ viewport: { width: 1440, height: 900 } });

  test('§4 POS: a Card Payment records a sale that appears in Sales, with its notice', async ({ page }) => {
    await logIn(page, '/pos');
    await product(page, 'The Pragmatic Programmer (Hardcover)').click();
    await product(page, 'Insulated Water Bottle').click();
    await product(page, 'Insulated Water Bottle').click();
    // $42.00 (tax 3.465 → 3.47, half up) + 2 × $22.00 (tax 3.63).
    await expectTotals(page, '$86.00', '$7.10', '$93.10');
    await payWith(page, 'Card Payment');

    const orderId = nextSampleOrderId;
    await expectNotice(page, 'Sale Completed', `${orderId}: $93.10 by Card`);
    await expect(cart(page).getByText(EMPTY_CART_TEXT, { exact: true })).toBeVisible();
    await expectTotals(page, '$0.00', '$0.00', '$0.00');

    await sideMenu(page)
      .getByRole('link', { name: /^Sales/ })
      .click();
    await page.getByRole('searchbox', { name: 'Search sales' }).fill(orderId.toLowerCase());
    const rows = dataRows(page.getByRole('grid', { name: 'Recent Sales' }));
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('rowheader')).toHaveText(orderId);
    await expect(rows.getByRole('gridcell')).toHaveText([
      'Walk-in Customer',
      '$93.10',
      '3',
      'Card',
      'Completed',
      /.+/,
      '',
    ]);
  });

  test('§4 POS: Fast Delivery ("30 mins") records a sale and a pending delivery that appears in Delivery', async ({
    page,
  }) => {
    await logIn(page, '/pos');
    await expect(page.getByRole('button', { name: 'Fast Delivery 30 mins' })).toBeVisible();
    await product(page, 'Organic Arabica Coffee Beans 1kg').click();
    await product(page, 'Organic Arabica Coffee Beans 1kg').click();
    // 2 × $24.75 = $49.50; tax 4.084 → $4.08.
    await expectTotals(page, '$49.50', '$4.08', '$53.58');
    // Fast Delivery goes to a customer with a phone and an address.
    await chooseCustomer(page, 'John Smith');
    await page.getByRole('button', { name: 'Fast Delivery 30 mins' }).click();
    await closeReceipt(page);

    const orderId = nextSampleOrderId;
    const deliveryId = nextDeliveryId();
    // Under the $50.00 free-delivery threshold: the settings' $5.00 fee is added.
    await expectNotice(page, 'Delivery Created', `${orderId} for $58.58 will arrive in 30 mins`);
    await expect(cart(page).getByText(EMPTY_CART_TEXT, { exact: true })).toBeVisible();

    await goInApp(page, '/delivery');
    const pending = sampleDeliveries.filter((d) => d.status === 'pending').length;
    await expectFigure(page, 'Total Deliveries', String(sampleDeliveries.length + 1));
    await expectFigure(page, 'Pending', String(pending + 1));
    await page.getByRole('searchbox', { name: 'Search deliveries' }).fill(orderId);
    const rows = dataRows(page.getByRole('grid', { name: 'Delivery Orders' }));
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('rowheader')).toHaveText(`${deliveryId}${orderId}`);
    await expect(rows).toContainText('John Smith');
    await expect(rows).toContainText(formatMoney(5858));
    await expect(rows.getByText('Pending', { exact: true })).toBeVisible();
    await expect(rows.getByText('Normal', { exact: true })).toBeVisible();
    await expect(rows.getByText('30 mins', { exact: true })).toBeVisible();

    // The sale is recorded too, as processing (out for delivery).
    await sideMenu(page)
      .getByRole('link', { name: /^Sales/ })
      .click();
    await page.getByRole('searchbox', { name: 'Search sales' }).fill(orderId);
    const sales = dataRows(page.getByRole('grid', { name: 'Recent Sales' }));
    await expect(sales).toHaveCount(1);
    await expect(sales).toContainText('$58.58');
    await expect(sales.getByText('Processing', { exact: true })).toBeVisible();
  });

  test('§4 POS: Cash, Mobile Wallet and Store Pickup each record a sale and empty the cart', async ({
    page,
  }) => {
    await logIn(page, '/pos');
    const first = Number(nextSampleOrderId.slice(4));
    const choices = [
      ['Cash Payment', 'Sale Completed', `ORD-${first}: $3.52 by Cash`],
      ['Mobile Wallet', 'Sale Completed', `ORD-${first + 1}: $3.52 by Mobile Wallet`],
      ['Store Pickup', 'Store Pickup', `ORD-${first + 2} for $3.52 is ready for pickup`],
    ] as const;
    for (const [button, title, message] of choices) {
      await product(page, 'Dark Chocolate Bar 70%').click();
      await expectTotals(page, '$3.25', '$0.27', '$3.52');
      if (button === 'Store Pickup') {
        await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
        await closeReceipt(page);
      } else await payWith(page, button);
      await expectNotice(page, title, message);
      await expect(cart(page).getByText(EMPTY_CART_TEXT, { exact: true })).toBeVisible();
    }
    await sideMenu(page)
      .getByRole('link', { name: /^Sales/ })
      .click();
    await page.getByRole('searchbox', { name: 'Search sales' }).fill('walk-in');
    const walkIns = filterByQuery(sampleSalesList, 'walk-in', saleSearchFields).length;
    await expectRowCount(page.getByRole('grid', { name: 'Recent Sales' }), walkIns + 3);
    for (let id = first; id < first + 3; id++) {
      await expect(page.getByRole('rowheader', { name: `ORD-${id}`, exact: true })).toBeVisible();
    }
  });
});

test.describe('Issue 14: the POS sells from one location, a Store setting', () => {
  test('moved to the Airport Branch in Settings, the POS shows and sells the Airport’s stock', async ({
    page,
  }) => {
    const chocolate = samplePosCatalogue.find((item) => item.name.startsWith('Dark Chocolate Bar'));
    expect(chocolate?.stock).toBe(120);
    await logIn(page, '/settings');
    await page.getByRole('tab', { name: 'Store' }).click();
    await choose(page, page.getByRole('button', { name: /Point of Sale Location/ }), 'Airport Branch');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectNotice(page, 'Settings Saved');

    await goInApp(page, '/pos');
    // The sample holds 60 bars on the Airport's floor (and 120 Downtown).
    await expect(product(page, chocolate?.name ?? '')).toContainText('60 in stock');
    await product(page, chocolate?.name ?? '').click();
    await payCash(page);
    await expectNotice(page, 'Sale Completed');
    await expect(product(page, chocolate?.name ?? '')).toContainText('59 in stock');
  });
});
