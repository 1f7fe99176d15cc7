import { ownServer } from './ownServer';
import {
  choose,
  dismissNotices,
  expect,
  expectNotice,
  goInApp,
  payCash,
  posTile,
  sideMenu,
  submitSignIn,
  test,
} from './support';

// Issue 16 in production mode: staff accounts only. The owner (made at the terminal) adds a
// cashier; the cashier chooses a password at first sign-in, sees what a cashier may use, and
// finds Settings closed to them.

const OWNER_PASSWORD = 'the owners own password';

test('the owner adds a cashier, who chooses a password and opens only what a cashier may', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await ownServer({ WAREHOUSE_DEMO: '0' });
  try {
    server.createUser(
      ['--role', 'owner', '--user-id', 'alex', '--name', 'Alex Moreau', '--email', 'alex@shop.example'],
      OWNER_PASSWORD,
    );
    await server.start();
    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();

    // Staff accounts only: no demo hint, no social buttons; a wrong password is refused.
    await page.goto('/staff');
    await expect(page.getByText('Demo credentials: Any User ID and Password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await submitSignIn(page, 'alex', 'not the password');
    await expectNotice(page, 'Login Failed', 'The User ID or Password is not correct');
    await submitSignIn(page, 'alex', OWNER_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

    // The owner adds a cashier with a temporary password.
    await page.getByRole('button', { name: 'Add Staff Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Mara Lind');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('mara@shop.example');
    await dialog.getByRole('textbox', { name: /^User ID/ }).fill('mara');
    await choose(page, dialog.getByRole('button', { name: /Role/ }), 'Cashier');
    await dialog.getByLabel(/^Temporary Password/).fill('first day password');
    await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
    await expectNotice(page, 'Staff Member Added', 'Mara Lind signs in as mara and chooses a password');
    await expect(page.getByRole('row', { name: /Mara Lind/ })).toContainText('Cashier');

    // A reload keeps the owner signed in (the session is the server's).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

    // The cashier, in another browser, signs in with the temporary password and chooses their own.
    const till = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await till.goto('/');
    await submitSignIn(till, 'mara', 'first day password');
    await expect(till.getByRole('heading', { level: 1, name: 'Choose Your Password' })).toBeVisible();
    await till.getByLabel('Current Password').fill('first day password');
    await till.getByLabel('New Password').fill('maras own password');
    await till.getByLabel('Confirm Password').fill('maras own password');
    await till.getByRole('button', { name: 'Update Password' }).click();
    await expectNotice(till, 'Password Changed');
    await expect(till.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // A cashier's menu: Sales, not Settings, Users, Staff or the tools.
    const menu = sideMenu(till);
    await expect(menu.getByRole('link', { name: /^Sales/ })).toBeVisible();
    for (const name of ['Settings', 'Users', 'Staff', 'Import Data', 'Add Product'])
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);

    // Settings by its address: the No access screen, not an error.
    await goInApp(till, '/settings');
    await expect(till.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(till.getByText(/not open to your role \(Cashier\)/)).toBeVisible();

    // Their own password is theirs to change, on Profile (Settings is not theirs).
    await goInApp(till, '/profile');
    await expect(till.getByRole('main')).toContainText('Cashier');
    await expect(till.getByRole('button', { name: 'Update Password' })).toBeVisible();

    // The POS sells.
    await goInApp(till, '/pos');
    await dismissNotices(till);
    await posTile(till, 'Leather Belt').click();
    await payCash(till);
    await expectNotice(till, 'Sale Completed');

    // The owner sees the cashier's sale in Activity, and the cashier's refused visit is not a change.
    await goInApp(page, '/activity');
    await choose(page, page.getByRole('button', { name: /Person/ }), 'Mara Lind (mara)');
    const sale = page.getByRole('grid', { name: 'Activity' }).getByRole('row', { name: /Recorded a sale/ });
    await expect(sale).toContainText(/ORD-\d{4}/);
    await expect(sale).toContainText('mara');
    await expect(sale).toContainText('Done');
    await expect(page).toHaveURL(/[?&]user=mara/);

    // The sale's own view: what it sold, for both; who recorded it, for the owner only.
    const orderId = (await sale.textContent())?.match(/ORD-\d{4}/)?.[0] ?? '';
    for (const [viewer, readsTrail] of [
      [till, false],
      [page, true],
    ] as const) {
      await goInApp(viewer, '/sales');
      await viewer.getByRole('button', { name: `View ${orderId}` }).click();
      const detail = viewer.getByRole('dialog', { name: `Sale ${orderId}` });
      await expect(detail.getByRole('grid', { name: 'Products sold' })).toContainText('Leather Belt');
      const changes = detail.getByRole('grid', { name: 'Changes to this sale' });
      if (readsTrail)
        await expect(changes.getByRole('row', { name: /Recorded a sale/ })).toContainText('mara');
      else await expect(changes).toHaveCount(0);
      await viewer.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);
    }

    await till.context().close();
    await page.context().close();
  } finally {
    await server.remove();
  }
});
