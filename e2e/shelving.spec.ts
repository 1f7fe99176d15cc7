import type { Page } from '@playwright/test';
import { formatCount } from '@warehouse/domain/format';
import { NO_SHELVES_TEXT } from '@warehouse/domain/notices';
import { filterByQuery, shelfSearchFields } from '@warehouse/domain/search';
import { sampleShelving } from './sampleBusiness';
import { choose, expect, expectFigure, expectNotice, logIn, queryParam, sideMenu, test } from './support';

const form = (page: Page) => page.getByRole('region', { name: 'Add Shelf' });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, id: string) => page.getByRole('article', { name: id, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search shelves' });
const zoneFilter = (page: Page) => page.getByRole('button', { name: /Filter by zone/ });

const capacity = sampleShelving.reduce((sum, s) => sum + s.capacity, 0);
const occupied = sampleShelving.reduce((sum, s) => sum + s.occupied, 0);
const utilization = (cap: number) => `${((occupied / cap) * 100).toFixed(1)}%`;

async function fillShelf(
  page: Page,
  values: Record<'Aisle' | 'Shelf' | 'Position' | 'Zone' | 'Capacity', string>,
) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

async function expectSampleFigures(page: Page) {
  await expectFigure(page, 'Total Shelves', String(sampleShelving.length));
  await expectFigure(page, 'Total Capacity', formatCount(capacity));
  await expectFigure(page, 'Occupied', formatCount(occupied));
  await expectFigure(page, 'Utilization', utilization(capacity));
}

test.describe('§2.5 Warehouse Shelving', () => {
  test('§2.5 Shelving statistics match the sample data', async ({ page }) => {
    await logIn(page, '/inventory/shelving');
    await expectSampleFigures(page);
    await expect(cards(page)).toHaveCount(sampleShelving.length);
  });

  test('§5 Add shelf: a valid shelf appears as a card with id aisle-shelf-position and the statistics update exactly', async ({
    page,
  }) => {
    await logIn(page, '/inventory/shelving');
    await fillShelf(page, { Aisle: 'F', Shelf: '2', Position: '4', Zone: 'Outdoor', Capacity: '150' });
    await form(page).getByRole('button', { name: 'Add Shelf' }).click();

    await expectNotice(page, 'Shelf Added', 'Shelf F-2-4 added');
    const added = card(page, 'F-2-4');
    await expect(added).toBeVisible();
    await expect(added).toContainText('Outdoor');
    await expect(added).toContainText('0% full');
    await expect(added).toContainText('0 / 150 units');
    await expect(cards(page)).toHaveCount(sampleShelving.length + 1);

    await expectFigure(page, 'Total Shelves', String(sampleShelving.length + 1));
    await expectFigure(page, 'Total Capacity', formatCount(capacity + 150));
    await expectFigure(page, 'Occupied', formatCount(occupied));
    await expectFigure(page, 'Utilization', utilization(capacity + 150));

    // The form clears for the next shelf.
    for (const name of ['Aisle', 'Shelf', 'Position', 'Zone', 'Capacity']) {
      await expect(field(page, name)).toHaveValue('');
    }
    // The new zone joins the zone filter.
    await choose(page, zoneFilter(page), 'Outdoor');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'F-2-4')).toBeVisible();
  });

  test('§5 Add shelf: empty fields give a clear message each, keep what was typed and add nothing', async ({
    page,
  }) => {
    await logIn(page, '/inventory/shelving');
    await field(page, 'Aisle').fill('G');
    await field(page, 'Zone').fill('Electronics');
    await form(page).getByRole('button', { name: 'Add Shelf' }).click();

    for (const message of ['Shelf is required', 'Position is required', 'Capacity is required']) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByText('Aisle is required')).toHaveCount(0);
    await expect(form(page).getByText('Zone is required')).toHaveCount(0);
    await expect(field(page, 'Aisle')).toHaveValue('G');
    await expect(field(page, 'Zone')).toHaveValue('Electronics');
    await expect(cards(page)).toHaveCount(sampleShelving.length);
    await expectSampleFigures(page);

    // Whitespace alone is empty too.
    await field(page, 'Aisle').fill('   ');
    await form(page).getByRole('button', { name: 'Add Shelf' }).click();
    await expect(form(page).getByText('Aisle is required', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(sampleShelving.length);
  });

  for (const [value, message] of [
    ['12.5', 'Capacity must be a whole number'],
    ['lots', 'Capacity must be a whole number'],
    ['0', 'Capacity must be greater than 0'],
  ] as const) {
    test(`§5 Add shelf: capacity "${value}" gives "${message}", keeps the input and adds nothing`, async ({
      page,
    }) => {
      await logIn(page, '/inventory/shelving');
      await fillShelf(page, { Aisle: 'H', Shelf: '1', Position: '1', Zone: 'Books', Capacity: value });
      await form(page).getByRole('button', { name: 'Add Shelf' }).click();

      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
      await expect(field(page, 'Capacity')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Capacity')).toHaveValue(value);
      await expect(field(page, 'Aisle')).toHaveValue('H');
      await expect(field(page, 'Zone')).toHaveValue('Books');
      await expect(card(page, 'H-1-1')).toHaveCount(0);
      await expectSampleFigures(page);
    });
  }

  test('§9 Shelf search (id, zone, product name) and the zone filter combine, kept in the URL', async ({
    page,
  }) => {
    await logIn(page, '/inventory/shelving');
    await expect(zoneFilter(page)).toContainText('All Zones');

    for (const query of ['a-1', 'CLOTHING', 'denim']) {
      await search(page).fill(query);
      const expected = filterByQuery(sampleShelving, query, shelfSearchFields);
      expect(expected.length).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const shelf of expected) await expect(card(page, shelf.id)).toBeVisible();
      await expect.poll(() => queryParam(page, 'q')).toBe(query);
    }

    await search(page).fill('');
    await choose(page, zoneFilter(page), 'Electronics');
    await expect.poll(() => queryParam(page, 'zone')).toBe('Electronics');
    const electronics = sampleShelving.filter((s) => s.zone === 'Electronics');
    await expect(cards(page)).toHaveCount(electronics.length);

    // Combined: "a-2" within Electronics.
    await search(page).fill('a-2');
    const both = filterByQuery(electronics, 'a-2', shelfSearchFields);
    await expect(cards(page)).toHaveCount(both.length);
    await expect.poll(() => queryParam(page, 'q')).toBe('a-2');
    await expect.poll(() => queryParam(page, 'zone')).toBe('Electronics');

    // A match outside the zone shows the empty state.
    await search(page).fill('denim');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(NO_SHELVES_TEXT, { exact: true })).toBeVisible();
    expect(NO_SHELVES_TEXT).toBe('No shelves found. Try adjusting your search or filter criteria.');

    // Back to All Zones drops it from the URL.
    await choose(page, zoneFilter(page), 'All Zones');
    await expect.poll(() => queryParam(page, 'zone')).toBeNull();
    await expect(cards(page)).toHaveCount(filterByQuery(sampleShelving, 'denim', shelfSearchFields).length);
  });

  test('§2.4 Shelf search and zone filter survive Back and open from a shared link', async ({ page }) => {
    await logIn(page, '/inventory/shelving?zone=Clothing&q=b-');
    await expect(search(page)).toHaveValue('b-');
    await expect(zoneFilter(page)).toContainText('Clothing');
    const expected = filterByQuery(sampleShelving, 'b-', shelfSearchFields).filter(
      (s) => s.zone === 'Clothing',
    );
    await expect(cards(page)).toHaveCount(expected.length);

    await sideMenu(page)
      .getByRole('link', { name: /^Categories/ })
      .click();
    await expect(page).toHaveURL(/\/inventory\/categories$/);
    await page.goBack();
    await expect.poll(() => queryParam(page, 'zone')).toBe('Clothing');
    await expect.poll(() => queryParam(page, 'q')).toBe('b-');
    await expect(search(page)).toHaveValue('b-');
    await expect(cards(page)).toHaveCount(expected.length);
  });
});
