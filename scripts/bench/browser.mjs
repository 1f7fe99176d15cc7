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

/** A signed-in page (the bench build signs in from `?bench-login=1`) showing `path`. */
export async function openApp(context, url, path) {
  const page = await context.newPage();
  await page.goto(`${url}/?bench-login=1`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  if (path !== '/') await goTo(page, path);
  return page;
}

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
