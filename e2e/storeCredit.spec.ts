import type { Page } from '@playwright/test';
import { chooseCustomer, closeReceipt, expect, logIn, posCart, pressTile, test } from './support';

// Store credit a customer was given is spent at the till, as a tender of its own.
test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Sarah Johnson given $7.04 of store credit, through the API: two chocolate bars sold to her by
 * card, returned to store credit.
 */
async function sarahGivenStoreCredit(page: Page) {
  const origin = new URL(page.url()).origin;
  const sold = await page.request.post(`${origin}/api/sales`, {
    headers: { origin },
    data: {
      lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      customerId: 'CUST-002',
      idempotencyKey: `store-credit-given-${crypto.randomUUID()}`,
    },
  });
  expect(sold.status(), 'the bars are sold').toBe(201);
  const { sale } = (await sold.json()) as { sale: { id: string } };
  const returned = await page.request.post(`${origin}/api/returns`, {
    headers: { origin, 'idempotency-key': `store-credit-return-${crypto.randomUUID()}` },
    data: {
      saleId: sale.id,
      lines: [{ lineNo: 0, quantity: 2, restock: true }],
      reason: 'not_wanted',
      refundTo: 'store_credit',
    },
  });
  expect(returned.status(), 'the bars come back to store credit').toBe(201);
}

const storeCreditOf = async (page: Page) => {
  const origin = new URL(page.url()).origin;
  const customer = (await (await page.request.get(`${origin}/api/customers/CUST-002`)).json()) as {
    storeCredit?: number;
  };
  return customer.storeCredit ?? 0;
};

test('a customer with store credit pays part of a sale with it, the rest by card: the receipt lists it and the credit is spent', async ({
  page,
}) => {
  await logIn(page, '/pos');
  await sarahGivenStoreCredit(page);
  expect(await storeCreditOf(page)).toBe(704);

  // An Illustrated World Atlas: 35.99 + 8.25% tax = 38.96.
  await pressTile(page, 'Illustrated World Atlas');
  await chooseCustomer(page, 'Sarah Johnson');
  await expect(posCart(page)).toContainText('$38.96');
  await page.getByRole('main').getByRole('button', { name: 'Card Payment', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Payment' });
  // The option's label, as a cashier taps it (the radio itself is visually hidden).
  await dialog.getByText('Store Credit ($7.04 available)').click();
  await expect(dialog.getByRole('radio', { name: 'Store Credit ($7.04 available)' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Store Credit amount' })).toHaveValue('$7.04');
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Card Payment amount' })).toHaveValue('$31.92');
  await dialog.getByRole('button', { name: 'Complete Sale' }).click();

  const receipt = page.getByRole('dialog', { name: /^Receipt ORD-/ });
  await expect(receipt).toContainText(/Store Credit\s*\$7\.04/);
  await expect(receipt).toContainText(/Card Payment\s*\$31\.92/);
  await closeReceipt(page);
  expect(await storeCreditOf(page)).toBe(0);
});
