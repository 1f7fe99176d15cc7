import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { VIEWPORTS } from '../packages/ui/src/tokens/scales';
import { APP_ROUTES, dismissNotices, expect, logIn, openRoute, test } from './support';

// The signed-in app as axe sees it: the layout and every route of the menu, in the light and the
// dark theme, on a phone and on a desktop. The stories check each screen alone and never sign in;
// this checks what a signed-in user gets, the live announcer and the notices included.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SIZES = [
  { name: 'phone', ...VIEWPORTS.phone },
  { name: 'desktop', width: 1440, height: 900 },
];

/** axe's serious and critical violations on the whole page, one line per element. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Evaluated rather than added as a script tag: the app's content security policy allows only its own scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
        ),
      );
  });
  return violations.map((violation) => `${where}: ${violation}`);
}

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`On a ${size.name} (${size.width} × ${size.height}), ${theme} theme`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, colorScheme: 'light' });

      test('axe finds no serious or critical violation on the login, the layout or any route', async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const problems: string[] = [];
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        problems.push(...(await seriousViolations(page, 'login')));

        await logIn(page, '/');
        // At once, while the sign-in's notice and announcements are in the page.
        problems.push(...(await seriousViolations(page, 'just signed in')));
        if (theme === 'dark') {
          await page.getByRole('button', { name: 'Switch to dark theme' }).click();
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        }
        await dismissNotices(page);

        // The layout: below wide the menu is a drawer opened from the top bar.
        if (size.width < 1024) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          problems.push(...(await seriousViolations(page, 'the menu')));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
        }

        for (const route of APP_ROUTES) {
          await openRoute(page, route);
          problems.push(...(await seriousViolations(page, route)));
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
