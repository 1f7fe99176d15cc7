import type { Page } from '@playwright/test';
import { sampleRiders } from '@warehouse/domain/sample';
import { filterByQuery, riderSearchFields } from '@warehouse/domain/search';
import { choose, expect, expectFigure, expectNotice, logIn, queryParam, sideMenu, test } from './support';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Rider' });
const field = (page: Page, name: string) => dialog(page).getByRole('textbox', { name, exact: true });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search riders' });

const byStatus = (status: string) => sampleRiders.filter((r) => r.status === status).length;
const completedToday = sampleRiders.reduce((sum, r) => sum + r.completedToday, 0);
const averageRating = (sampleRiders.reduce((sum, r) => sum + r.rating, 0) / sampleRiders.length).toFixed(1);
const nextRiderId = () =>
  `RDR-${String(Math.max(...sampleRiders.map((r) => Number(r.id.slice(4)))) + 1).padStart(3, '0')}`;

async function openAddRider(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Add Rider' }).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('§2.5 Rider Management', () => {
  test('§2.5 Riders: six stat cards and one card per sample rider', async ({ page }) => {
    await logIn(page, '/riders');
    await expectFigure(page, 'Total Riders', String(sampleRiders.length));
    await expectFigure(page, 'Available', String(byStatus('available')));
    await expectFigure(page, 'Busy', String(byStatus('busy')));
    await expectFigure(page, 'Offline', String(byStatus('offline')));
    await expectFigure(page, 'Completed Today', String(completedToday));
    await expectFigure(page, 'Average Rating', averageRating);
    await expect(cards(page)).toHaveCount(sampleRiders.length);
  });

  test('§4 Add Rider: the required fields make a new rider card appear and the figures update, with a notice', async ({
    page,
  }) => {
    await logIn(page, '/riders');
    await openAddRider(page);
    await field(page, 'Full Name').fill('Nora Quinn');
    await field(page, 'Phone Number').fill('+1 (555) 909-1212');
    await field(page, 'Email Address').fill('nora.quinn@example.com');
    await choose(page, dialog(page).getByRole('button', { name: /Vehicle Type/ }), 'Car');
    await field(page, 'Vehicle Number').fill('CR-5150');
    await choose(page, dialog(page).getByRole('button', { name: /Zone/ }), 'East Side');
    await dialog(page).getByRole('button', { name: 'Add Rider' }).click();

    await expectNotice(page, 'Rider Added', 'Nora Quinn is ready for deliveries');
    await expect(dialog(page)).toHaveCount(0);
    const added = card(page, 'Nora Quinn');
    await expect(added).toBeVisible();
    await expect(added).toContainText(nextRiderId());
    await expect(added.getByText('Available', { exact: true })).toBeVisible();
    await expect(added).toContainText('CR-5150');
    await expect(added).toContainText('East Side');
    await expect(added).toContainText('+1 (555) 909-1212');
    // Nobody has rated the new rider yet: no "0.0" stars.
    await expect(added).toContainText('Not yet rated');
    await expect(cards(page)).toHaveCount(sampleRiders.length + 1);

    await expectFigure(page, 'Total Riders', String(sampleRiders.length + 1));
    await expectFigure(page, 'Available', String(byStatus('available') + 1));
    await expectFigure(page, 'Busy', String(byStatus('busy')));
    await expectFigure(page, 'Offline', String(byStatus('offline')));
    await expectFigure(page, 'Completed Today', String(completedToday));
    // A new rider has no rating yet: it does not pull the average down.
    await expectFigure(page, 'Average Rating', averageRating);

    // The new rider can be found by the search.
    await search(page).fill('cr-5150');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Nora Quinn')).toBeVisible();
  });

  test('§5 Rider form: the four required fields show their messages when empty and nothing is added', async ({
    page,
  }) => {
    await logIn(page, '/riders');
    await openAddRider(page);
    await field(page, 'Address').fill('5 Harbour Rd');
    await field(page, 'License Number').fill('LIC-778');
    await dialog(page).getByRole('button', { name: 'Add Rider' }).click();

    await expect(dialog(page)).toBeVisible();
    for (const message of [
      'Full Name is required',
      'Phone Number is required',
      'Email Address is required',
      'Vehicle Number is required',
    ]) {
      await expect(dialog(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Address')).toHaveValue('5 Harbour Rd');
    await expect(field(page, 'License Number')).toHaveValue('LIC-778');

    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(sampleRiders.length);
    await expectFigure(page, 'Total Riders', String(sampleRiders.length));
  });

  test('§5 Rider form: an invalid email shows a clear message and keeps the input; fixed, the rider is added', async ({
    page,
  }) => {
    await logIn(page, '/riders');
    await openAddRider(page);
    await field(page, 'Full Name').fill('Omar Haddad');
    await field(page, 'Phone Number').fill('+1 (555) 303-4040');
    await field(page, 'Email Address').fill('omar.haddad@example');
    await field(page, 'Vehicle Number').fill('BK-8080');
    await field(page, 'Emergency Contact').fill('Lina Haddad');
    await dialog(page).getByRole('button', { name: 'Add Rider' }).click();

    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText('Enter a valid email address', { exact: true })).toBeVisible();
    await expect(field(page, 'Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page).getByText(/is required/)).toHaveCount(0);
    await expect(field(page, 'Full Name')).toHaveValue('Omar Haddad');
    await expect(field(page, 'Phone Number')).toHaveValue('+1 (555) 303-4040');
    await expect(field(page, 'Email Address')).toHaveValue('omar.haddad@example');
    await expect(field(page, 'Vehicle Number')).toHaveValue('BK-8080');
    await expect(field(page, 'Emergency Contact')).toHaveValue('Lina Haddad');
    await expect(card(page, 'Omar Haddad')).toHaveCount(0);

    await field(page, 'Email Address').fill('omar.haddad@example.com');
    await dialog(page).getByRole('button', { name: 'Add Rider' }).click();
    await expectNotice(page, 'Rider Added', 'Omar Haddad is ready for deliveries');
    await expect(card(page, 'Omar Haddad')).toBeVisible();
    await expectFigure(page, 'Total Riders', String(sampleRiders.length + 1));
  });

  for (const [what, query] of [
    ['name', 'AISHA'],
    ['phone', '555) 777'],
    ['vehicle number', 'bk-'],
    ['zone', 'Midtown'],
    ['zone id', 'ZONE-C'],
  ] as const) {
    test(`§9 Rider search by ${what} ("${query}") shows only the matching riders and keeps ?q=`, async ({
      page,
    }) => {
      await logIn(page, '/riders');
      await search(page).fill(query);
      const expected = filterByQuery(sampleRiders, query, riderSearchFields);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(sampleRiders.length);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const rider of expected) await expect(card(page, rider.name)).toBeVisible();
      await expect.poll(() => queryParam(page, 'q')).toBe(query);
    });
  }

  test('§2.4 Rider search survives Back; no match shows the empty state', async ({ page }) => {
    await logIn(page, '/riders');
    await search(page).fill('priya');
    await expect(cards(page)).toHaveCount(1);
    await sideMenu(page)
      .getByRole('link', { name: /^Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/riders\?q=priya$/);
    await expect(search(page)).toHaveValue('priya');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Priya Sharma')).toBeVisible();

    await search(page).fill('nobody at all');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No riders found')).toBeVisible();
  });

  test('§2.5 A rider card menu offers "Edit Rider", "Track Location" and "View Performance"', async ({
    page,
  }) => {
    await logIn(page, '/riders');
    await card(page, 'Mike Johnson').getByRole('button', { name: 'Actions for Mike Johnson' }).click();
    const menu = page.getByRole('menu', { name: 'Actions for Mike Johnson' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit Rider', 'Track Location', 'View Performance']);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });
});
