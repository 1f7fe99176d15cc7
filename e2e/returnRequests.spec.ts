import type { Page } from '@playwright/test';
import {
  closeReceipt,
  dismissNotices,
  expect,
  expectNotice,
  goInApp,
  logIn,
  posTile,
  receiptOrderId,
  takePayment,
  test,
} from './support';

// Issue 38: "customer return requests for delivered orders follow requested → received → refunded
// or rejected; the menu badge counts open requests (computed)". An order handed over at the till
// is the customer's: a request for it is raised, received and refunded; the menu's Returns badge
// counts it while it is open, and its refund is a return in the Returns list.
test.use({ viewport: { width: 1440, height: 900 } });

const CHOCOLATE = 'Dark Chocolate Bar 70%';

/** The menu's Returns entry (Transactions): its text is its label and, while any is open, the count. */
const returnsEntry = (page: Page) => page.getByRole('navigation').locator('a[href="/returns"]');

test('a request raised for an order the customer has is received, then refunded: the badge counts it while open, the refund is a return', async ({
  page,
}) => {
  await logIn(page, '/pos');
  await posTile(page, CHOCOLATE).click();
  await posTile(page, CHOCOLATE).click();
  await takePayment(page, 'Card Payment');
  const orderId = await receiptOrderId(page);
  await closeReceipt(page);

  await goInApp(page, '/returns');
  // The sample holds no open request: no badge.
  await expect(returnsEntry(page)).toHaveText('Returns');
  const requests = page.getByRole('region', { name: 'Return Requests' });
  await requests.getByRole('button', { name: 'New Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Return Request' });
  await dialog.getByRole('textbox', { name: 'Order number' }).fill(orderId);
  await dialog.getByRole('button', { name: 'Find Order' }).click();
  const quantity = dialog.getByRole('textbox', { name: `Quantity of ${CHOCOLATE} coming back` });
  await quantity.fill('1');
  await quantity.press('Tab');
  await dialog.getByRole('button', { name: 'Raise Request' }).click();
  await expectNotice(page, 'Return Requested');
  await expect(dialog).toBeHidden();
  // The notices sit over the rows' buttons: closed, as a user would.
  await dismissNotices(page);

  const grid = requests.getByRole('grid', { name: 'Return Requests' });
  const row = grid.getByRole('row', { name: new RegExp(orderId) });
  await expect(row).toContainText('Requested');
  const requestId = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  expect(requestId).toMatch(/^RR-\d{4}$/);
  await expect(returnsEntry(page)).toHaveText('Returns1');

  await row.getByRole('button', { name: `Receive ${requestId}` }).click();
  await expectNotice(page, 'Return Received', `${requestId}: the goods are back`);
  await expect(row).toContainText('Received');
  await expect(returnsEntry(page)).toHaveText('Returns1');
  await dismissNotices(page);

  await row.getByRole('button', { name: `Refund ${requestId}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund ${requestId}` });
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expectNotice(page, 'Return Refunded');
  await expect(row).toContainText('Refunded');
  await expect(returnsEntry(page)).toHaveText('Returns');

  // The refund is a return of the order, in the Returns list.
  await expect(
    page.getByRole('grid', { name: 'Recent Returns' }).getByRole('row', { name: new RegExp(orderId) }),
  ).toContainText('Damaged');
});
