// Debian's Chromium through Playwright, and the ways the scenarios move around the app.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { installProbes } from './probes.mjs';

export const launch = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/** A fresh browser context (no cache, no storage) with the probes in every page. */
export async function newContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installProbes);
  return context;
}

/** A page of `target` signed in (as `target.signIn` does it) showing `path`. */
export async function openApp(context, target, path) {
  const page = await context.newPage();
  await target.signIn(page);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  if (path !== '/') await goTo(page, path);
  return page;
}

/** The bench build signs in from the URL flag `?bench-login=1`. */
export const signInToBenchBuild = (url) => (page) => page.goto(`${url}/?bench-login=1`);

/** The real server's Login screen, in demo sign-in (any user id and password is the owner). */
export const signInToServer = (url) => async (page) => {
  await page.goto(`${url}/`);
  await page.getByLabel('User ID').fill('bench');
  await page.getByLabel('Password', { exact: true }).fill('bench');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signed in: the app's top bar (the Login screen has a heading of its own, but no top bar).
  await page.getByRole('banner').waitFor({ timeout: 30_000 });
};

/**
 * Client-side navigation (the session lives in memory): through the side menu when it has the
 * entry, otherwise as a history change the router follows (the POS, Delivery and Customers
 * screens have no menu entry).
 */
export async function goTo(page, path) {
  const link = page.locator(`a[href="${path}"]`).first();
  if (await link.isVisible()) await link.click();
  else
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  await page.waitForFunction((p) => location.pathname === p, path);
}

/** Until the screen shows its list (the element that says which search its results are for). */
export async function waitForResults(page, timeout = 60_000) {
  await page.locator('[data-results-for]').first().waitFor({ state: 'attached', timeout });
}
