import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { COUNT_BOUND } from '@warehouse/domain/contract';
import { NAV_GROUPS } from '../packages/screens/src/layout/menu';
import { E2E_BASE_PORT, E2E_TESTING_TOKEN } from './servers';

/**
 * Every flow fails on an error the page did not handle: an uncaught exception or an unhandled
 * promise rejection (a failed action must leave neither).
 */
export const test = base.extend<{ sampleBusiness: undefined }>({
  // Each worker has its own server (playwright.config.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${E2E_BASE_PORT + testInfo.parallelIndex}`);
  },
  /** Every test starts from the sample business: its server's database is reset first. */
  sampleBusiness: [
    async ({ baseURL, request }, use) => {
      // As the site's own page would send it: a state-changing request from elsewhere is refused.
      const reset = await request.post(`${baseURL}/api/testing/reset`, {
        headers: { origin: baseURL ?? '', 'x-testing-token': E2E_TESTING_TOKEN },
      });
      expect(reset.status(), 'the sample business is restored').toBe(204);
      await use(undefined);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        console.error(`Unhandled rejection: ${String(event.reason)}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Unhandled rejection'))
        errors.push(message.text());
    });
    await use(page);
    expect(errors, 'errors the page did not handle').toEqual([]);
  },
});

export { expect };

/** Signs in through the Login screen, as a user would (§2.5 Login, §4 Login). */
export async function logIn(page: Page, path = '/') {
  await page.goto(path);
  await submitSignIn(page, 'staff', 'secret');
  // The top bar (on every screen size: below 1024 px the menu waits in a drawer) and the notice,
  // awaited together: the notice may slide in after the top bar, and on a busy machine the top bar
  // may take longer than the notice's 4 s to show.
  await Promise.all([expect(page.getByRole('banner')).toBeVisible(), expectNotice(page, 'Login Successful')]);
}

/** Fills the Login screen and presses Sign In (demo mode takes any pair; staff accounts their own). */
export async function submitSignIn(page: Page, userId: string, password: string) {
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A notice (toast) with its title and message. */
export async function expectNotice(page: Page, title: string, message?: string) {
  // One wait for both texts: a notice lasts 4 s, and a second wait could start after it left.
  const withTitle = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect((message ? withTitle.filter({ hasText: message }) : withTitle).first()).toBeVisible();
}

/**
 * Closes the notices on screen, as a user would with their close buttons: a notice sits over the
 * page's bottom-right corner, and one under the pointer stays open (it pauses while hovered).
 */
export async function dismissNotices(page: Page) {
  // A closed notice stays in the page while it leaves (sonner marks it data-removed).
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  await expect(async () => {
    // The stack slides as each notice leaves (Playwright would wait for it to hold still, and a
    // notice may go meanwhile): press the top one's close button as it is, until none is open.
    const close = open.first().getByRole('button', { name: 'Close toast' });
    if ((await open.count()) > 0) await close.dispatchEvent('click', undefined, { timeout: 1_000 });
    expect(await open.count()).toBe(0);
  }).toPass({ timeout: 10_000 });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** The side menu. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The page's main heading. */
export const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The POS's parts, as a cashier finds them (§2.5 Point of Sale).
export const posCart = (page: Page) => page.getByRole('region', { name: 'Cart' });
/** A product's tile: its name, then its category, price and stock. */
export const posTile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Products' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} `) });
/**
 * Presses a product's tile, as a user taps what they see: scrolled into view first, and pressed
 * once the scroll has been handled (react-aria cancels a press its ancestor scrolls during, and
 * on a loaded machine the scroll event can come after the pointer goes down).
 */
export async function pressTile(page: Page, name: string) {
  const tile = posTile(page, name);
  await tile.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  await tile.click();
}
export const cartQuantity = (page: Page, name: string) =>
  posCart(page).getByRole('textbox', { name: `Quantity of ${name}`, exact: true });
/**
 * Takes payment for the cart by one method, the amount due exactly, and closes the receipt that
 * follows the sale. Cash goes into the seller's drawer: one is opened first (with a $100 float) if
 * none is, as a cashier does at the start of a shift.
 */
export async function payWith(page: Page, method: 'Cash Payment' | 'Card Payment' | 'Mobile Wallet') {
  await takePayment(page, method);
  await closeReceipt(page);
}
export const payCash = (page: Page) => payWith(page, 'Cash Payment');

/**
 * Opens Take Payment by one method and completes it for the amount due, without waiting for
 * the sale (which the server may refuse: the dialog then stays open).
 */
export async function takePayment(page: Page, method: 'Cash Payment' | 'Card Payment' | 'Mobile Wallet') {
  if (method === 'Cash Payment') await openCashDrawer(page);
  await page.getByRole('main').getByRole('button', { name: method, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Take Payment' })
    .getByRole('button', { name: 'Complete Sale' })
    .click();
}

/** Completes the Take Payment dialog as it stands, then closes the sale's receipt. */
export async function completePayment(page: Page) {
  await page
    .getByRole('dialog', { name: 'Take Payment' })
    .getByRole('button', { name: 'Complete Sale' })
    .click();
  await closeReceipt(page);
}

/** Chooses the sale's customer at the till: found by what is typed (their name by default). */
export async function chooseCustomer(page: Page, name: string, typed = name) {
  const dialog = await openSaleCustomer(page);
  await dialog.getByRole('combobox', { name: 'Find customer' }).fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(posCart(page)).toContainText(name);
}

/** Opens the till's customer chooser. */
export async function openSaleCustomer(page: Page) {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Choose|Change) Customer$/ })
    .click();
  return page.getByRole('dialog', { name: 'Sale’s Customer' });
}

/** The sale number the receipt shown after a sale is headed with (the receipt stays open). */
export async function receiptOrderId(page: Page): Promise<string> {
  const heading = page
    .getByRole('dialog', { name: /^Receipt ORD-/ })
    .getByRole('heading')
    .first();
  const orderId = ((await heading.textContent()) ?? '').replace(/^Receipt /, '');
  expect(orderId).toMatch(/^ORD-\d+$/);
  return orderId;
}

/** Closes the receipt shown after a sale. */
export async function closeReceipt(page: Page) {
  const receipt = page.getByRole('dialog', { name: /^Receipt ORD-/ });
  // By the keyboard: the sale's notice may sit over the receipt's footer (a phone), and stays to be read.
  await receipt.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(receipt).toBeHidden();
}

/** Opens the signed-in seller's cash drawer with a float, through the API, unless one is open. */
export async function openCashDrawer(page: Page, float = 10000) {
  const origin = new URL(page.url()).origin;
  const open = await page.request.get(`${origin}/api/drawer`);
  expect(open.ok(), 'the drawer is read').toBe(true);
  if ((await open.text()) !== 'null') return;
  const opened = await page.request.post(`${origin}/api/drawer/open`, {
    headers: { origin, 'idempotency-key': `drawer-${crypto.randomUUID()}` },
    data: { float: { amount: float } },
  });
  expect(opened.status(), 'the drawer opens').toBeLessThan(300);
}

/**
 * Moves to a path inside the app without reloading the page, as an in-app link does, so the
 * in-memory data (and the session) stay. For routes the side menu does not list (§2.4).
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Every route the menu lists, and those reached from screens (the POS, deliveries, customers, a new purchase order). */
export const APP_ROUTES = [
  ...NAV_GROUPS.flatMap((group) => group.items)
    .filter((item) => item.id !== 'logout')
    .map((item) => item.href),
  '/pos',
  '/delivery',
  '/customers',
  '/purchases/new',
];

/** Opens a route in the app and waits until its screen is drawn with its data: its heading shows, no request is left, a frame has passed. */
export async function openRoute(page: Page, route: string) {
  await goInApp(page, route);
  await expect(pageHeading(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** A stat card's figure: the card is a region named after its title; its text is title then value. */
export async function expectFigure(page: Page, title: string, value: string) {
  await expect(page.getByRole('main').getByRole('region', { name: title, exact: true })).toHaveText(
    `${title}${value}`,
  );
}

/** Chooses an option of a select (a button that opens a listbox). */
export async function choose(page: Page, select: Locator, option: string) {
  // A press that lands while a dialog is still sliding in can be lost: press again until it opens.
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) === 0) await select.click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A bin picker: types part of the bin's name, then chooses the bin among the matches. */
export async function pickBin(page: Page, picker: Locator, search: string, bin: string) {
  await picker.fill(search);
  await page.getByRole('listbox').getByRole('option', { name: bin, exact: true }).click();
  await expect(picker).toHaveValue(bin);
}

/** The data rows of a table (a grid): rows with cells, so neither the header row nor an empty state. */
export const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('gridcell') });

/**
 * A grid holds `count` data rows, however few of them are rendered: its aria-rowcount less the
 * header row; past the server's count bound (it stops counting at 1,000) the grid says
 * its row count is unknown (-1).
 */
export const expectRowCount = (table: Locator, count: number) =>
  expect(table).toHaveAttribute('aria-rowcount', count > COUNT_BOUND ? '-1' : String(count + 1));

/** The URL's query parameter, read from the page's address. */
export const queryParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
