import type { Page } from '@playwright/test';
import { sampleSuppliers } from '@warehouse/domain/sample';
import { choose, dataRows, dismissNotices, expect, expectNotice, logIn, queryParam, test } from './support';

const productList = (page: Page) => page.getByRole('grid', { name: 'Products' });
const orderLines = (page: Page) => page.getByRole('grid', { name: 'Order Lines' });
const lineOf = (page: Page, name: string) =>
  dataRows(orderLines(page)).filter({
    has: page.getByRole('rowheader', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  });
const createButton = (page: Page) => page.getByRole('button', { name: 'Create', exact: true });
const supplier = (page: Page) => page.getByRole('button', { name: /Supplier/ });
const priority = (page: Page) => page.getByRole('button', { name: /Priority/ });
const orderTotal = (page: Page) => page.getByRole('region', { name: 'Order Lines' });

/** Finds a product by the list's search and adds it, `quantity` at a time (the list's own quantity field). */
async function addProduct(page: Page, name: string, quantity?: number) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  if (quantity !== undefined) {
    const field = productList(page).getByRole('textbox', { name: `Quantity of ${name} to add` });
    await field.fill(String(quantity));
    await field.press('Enter');
  }
  await productList(page)
    .getByRole('button', { name: `Add ${name}`, exact: true })
    .click();
  await expectNotice(page, 'Product Added', `${name} added to purchase order`);
  // The notice covers the product list's last Add buttons: close it before the next step.
  await dismissNotices(page);
}

/** Sets a line's editable number field and commits it. */
async function setLineField(page: Page, label: string, value: string) {
  const field = orderLines(page).getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

const expectTotal = (page: Page, total: string) =>
  expect(orderTotal(page)).toContainText(new RegExp(`Order Total\\s*${total.replace(/[$.]/g, '\\$&')}`));

test.describe('§2.5 Purchase Orders', () => {
  test('§5 Purchase order creation: Create is disabled without a supplier and a line', async ({ page }) => {
    await logIn(page, '/purchases/new');
    await expect(supplier(page)).toContainText('Choose a supplier');
    await expect(createButton(page)).toBeDisabled();

    // A line but no supplier.
    await addProduct(page, 'LED Desk Lamp (Matte Black)');
    await expect(dataRows(orderLines(page))).toHaveCount(1);
    await expect(createButton(page)).toBeDisabled();

    // A supplier but no line.
    await orderLines(page).getByRole('button', { name: 'Remove LED Desk Lamp (Matte Black)' }).click();
    await expect(orderLines(page).getByText('No products added')).toBeVisible();
    await choose(page, supplier(page), sampleSuppliers[0]!.name);
    await expect(createButton(page)).toBeDisabled();

    // Both: enabled.
    await addProduct(page, 'LED Desk Lamp (Matte Black)');
    await expect(createButton(page)).toBeEnabled();
  });

  test('§4 Purchase order lines: adding a product already on the order merges into one line with the summed quantity', async ({
    page,
  }) => {
    await logIn(page, '/purchases/new');
    // USB-C Charging Cable (2 m) costs $6.50.
    await addProduct(page, 'USB-C Charging Cable (2 m)', 3);
    await expect(dataRows(orderLines(page))).toHaveCount(1);
    await expect(
      orderLines(page).getByRole('textbox', { name: 'Quantity of USB-C Charging Cable (2 m)' }),
    ).toHaveValue('3');
    await expect(lineOf(page, 'USB-C Charging Cable (2 m)')).toContainText('$19.50');
    // The list's quantity goes back to 1 after adding.
    await expect(
      productList(page).getByRole('textbox', { name: 'Quantity of USB-C Charging Cable (2 m) to add' }),
    ).toHaveValue('1');

    await addProduct(page, 'USB-C Charging Cable (2 m)');
    await expect(dataRows(orderLines(page))).toHaveCount(1);
    await expect(
      orderLines(page).getByRole('textbox', { name: 'Quantity of USB-C Charging Cable (2 m)' }),
    ).toHaveValue('4');
    await expect(lineOf(page, 'USB-C Charging Cable (2 m)')).toContainText('$26.00');
    await expect(page.getByText('1 product, 4 units', { exact: true })).toBeVisible();
    await expectTotal(page, '$26.00');

    await addProduct(page, 'USB-C Charging Cable (2 m)', 2);
    await expect(dataRows(orderLines(page))).toHaveCount(1);
    await expect(lineOf(page, 'USB-C Charging Cable (2 m)')).toContainText('$39.00');
    await expectTotal(page, '$39.00');
  });

  test('§4 Purchase order lines: editing quantity or unit price recomputes the line and order totals; Remove deletes a line', async ({
    page,
  }) => {
    await logIn(page, '/purchases/new');
    await addProduct(page, 'Cotton Crew T-Shirt (Medium)'); // $8.75
    await addProduct(page, 'Adjustable Dumbbell Pair'); // $118.00
    await expect(dataRows(orderLines(page))).toHaveCount(2);
    await expectTotal(page, '$126.75');

    await setLineField(page, 'Quantity of Cotton Crew T-Shirt (Medium)', '12');
    await expect(lineOf(page, 'Cotton Crew T-Shirt (Medium)')).toContainText('$105.00');
    await expectTotal(page, '$223.00');

    await setLineField(page, 'Unit price of Cotton Crew T-Shirt (Medium)', '7.35');
    await expect(
      orderLines(page).getByRole('textbox', { name: 'Unit price of Cotton Crew T-Shirt (Medium)' }),
    ).toHaveValue('$7.35');
    // 12 × $7.35 = $88.20; + $118.00 = $206.20.
    await expect(lineOf(page, 'Cotton Crew T-Shirt (Medium)')).toContainText('$88.20');
    await expectTotal(page, '$206.20');
    await expect(page.getByText('2 products, 13 units', { exact: true })).toBeVisible();

    await orderLines(page).getByRole('button', { name: 'Remove Adjustable Dumbbell Pair' }).click();
    await expect(dataRows(orderLines(page))).toHaveCount(1);
    await expect(lineOf(page, 'Adjustable Dumbbell Pair')).toHaveCount(0);
    await expectTotal(page, '$88.20');

    await orderLines(page).getByRole('button', { name: 'Remove Cotton Crew T-Shirt (Medium)' }).click();
    await expect(orderLines(page).getByText('No products added')).toBeVisible();
    await expectTotal(page, '$0.00');
  });

  test('§8 Purchase Order Created: "Order for $X created successfully" with the exact total, then the form resets', async ({
    page,
  }) => {
    await logIn(page, '/purchases/new');
    await choose(page, supplier(page), sampleSuppliers[1]!.name);
    await choose(page, priority(page), 'Urgent');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Deliver to dock 3 before noon');
    await addProduct(page, 'Organic Arabica Coffee Beans 1kg', 5); // 5 × $14.20 = $71.00
    await addProduct(page, 'Ceramic Plant Pot Set', 3); // 3 × $13.25 = $39.75
    await setLineField(page, 'Unit price of Ceramic Plant Pot Set', '13.33'); // 3 × $13.33 = $39.99
    await expectTotal(page, '$110.99');
    await expect(createButton(page)).toBeEnabled();
    await createButton(page).click();

    await expectNotice(page, 'Purchase Order Created', 'Order for $110.99 created successfully');
    // §4 creating an order resets supplier, lines and header.
    await expect(supplier(page)).toContainText('Choose a supplier');
    await expect(orderLines(page).getByText('No products added')).toBeVisible();
    await expect(dataRows(orderLines(page))).toHaveCount(0);
    await expect(priority(page)).toContainText('Medium');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    await expectTotal(page, '$0.00');
    await expect(createButton(page)).toBeDisabled();
  });

  test('§2.5 Purchase Orders: the product list searches by name or SKU, kept in the URL', async ({
    page,
  }) => {
    await logIn(page, '/purchases/new');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('bk-012');
    await expect(dataRows(productList(page))).toHaveCount(1);
    await expect(productList(page)).toContainText('Illustrated World Atlas');
    // §9 the stock badge is red below 10 units.
    await expect(productList(page).getByText('3 in stock', { exact: true })).toHaveAttribute(
      'data-tone',
      'critical',
    );
    await expect.poll(() => queryParam(page, 'q')).toBe('bk-012');

    // By name, case-insensitive: the bottle, the sparkling water and the waterproof jacket.
    await search.fill('WATER');
    await expect(dataRows(productList(page))).toHaveCount(3);
    await expect(productList(page).getByText('75 in stock', { exact: true })).not.toHaveAttribute(
      'data-tone',
      'critical',
    );
  });
});
