import type { Page } from '@playwright/test';
import { closeReceipt, expect, expectNotice, goInApp, logIn, posTile, test } from './support';

// Issue 37: the cash drawer, from a $100 float to the count, as the owner of the sample business
// works it (demo mode signs in as the owner; the till's cashier works it the same way).
const main = (page: Page) => page.getByRole('main');

test('a drawer opened with $100, a cash sale, closed with a counted amount, and the variance shown', async ({
  page,
}) => {
  await logIn(page, '/pos/drawer');
  await expect(main(page).getByRole('heading', { name: 'No Drawer Open' })).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Float' }).fill('100');
  await main(page).getByRole('button', { name: 'Open Drawer' }).click();
  await expectNotice(page, 'Drawer Opened');
  await expect(main(page).getByRole('heading', { name: 'Drawer Open' })).toBeVisible();

  // A cash sale at the till: one Dark Chocolate Bar 70%, $3.25 + 8.25% tax (0.268 → 0.27) = $3.52,
  // paid with $20.00 (change $16.48).
  await goInApp(page, '/pos');
  await posTile(page, 'Dark Chocolate Bar 70%').click();
  await main(page).getByRole('button', { name: 'Cash Payment', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Take Payment' });
  await payment.getByRole('textbox', { name: 'Cash tendered' }).fill('20');
  await payment.getByRole('textbox', { name: 'Cash tendered' }).press('Tab');
  await expect(payment.getByRole('status')).toHaveText('Change due $16.48');
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await closeReceipt(page);

  // The drawer counts the cash kept: $100.00 + $20.00 − $16.48.
  await goInApp(page, '/pos/drawer');
  await expect(main(page).getByText('$103.52', { exact: true })).toBeVisible();
  await expect(main(page).getByText('1 sale in this session')).toBeVisible();

  // Closing: $103.00 counted, 52¢ short, shown before it is confirmed and on the Z report.
  await main(page).getByRole('button', { name: 'Close Drawer' }).click();
  const closing = page.getByRole('dialog', { name: 'Close Drawer' });
  await closing.getByRole('textbox', { name: 'Counted Cash' }).fill('103');
  await expect(closing.getByText('-$0.52')).toBeVisible();
  await closing.getByRole('button', { name: 'Close Drawer' }).click();
  await expectNotice(page, 'Drawer Closed');
  const slip = page.getByRole('dialog', { name: 'Z Report' }).getByRole('document', { name: 'Z Report' });
  for (const text of [
    /Sales +1/,
    /Cash \(less change\) +\$3\.52/,
    /Float +\$100\.00/,
    /Expected in drawer +\$103\.52/,
    /Counted +\$103\.00/,
    /Variance +-\$0\.52/,
    /by +Store Owner/,
  ])
    await expect(slip).toContainText(text);
  await page.getByRole('dialog', { name: 'Z Report' }).getByRole('button', { name: 'Done' }).click();

  // Final: the drawer is closed, and the session is listed with its variance for the owner.
  await expect(main(page).getByRole('heading', { name: 'No Drawer Open' })).toBeVisible();
  await expect(main(page).getByRole('grid', { name: 'Drawer sessions' })).toContainText('Variance -$0.52');
});
