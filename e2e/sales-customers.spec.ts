import type { Page } from '@playwright/test';
import { formatMoney } from '@warehouse/domain/format';
import { customerSearchFields, filterByQuery, saleSearchFields } from '@warehouse/domain/search';
import { sampleCustomerList as sampleCustomers, sampleSalesList as sampleSales } from './sampleBusiness';
import { dataRows, expect, expectRowCount, goInApp, logIn, queryParam, sideMenu, test } from './support';

const salesTable = (page: Page) => page.getByRole('grid', { name: 'Recent Sales' });
const salesSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search sales' });
const customerCards = (page: Page) => page.getByRole('main').getByRole('article');
/** How many customer cards show before "Show more". */
const CARDS_SHOWN = 24;
const customersSearch = (page: Page) => page.getByRole('searchbox', { name: /Search customers/ });

test.describe('§2.5 Sales Management: search by order ID or customer name', () => {
  for (const [what, query] of [
    ['order id', 'ord-1003'],
    ['order id prefix', 'ORD-100'],
    ['customer', 'SARAH'],
    ['customer surname', 'johnson'],
  ] as const) {
    test(`§9 Sales search by ${what} ("${query}") shows only the matching sales and keeps ?q=`, async ({
      page,
    }) => {
      await logIn(page, '/sales');
      await expectRowCount(salesTable(page), sampleSales.length);
      await salesSearch(page).fill(query);
      const expected = filterByQuery(sampleSales, query, saleSearchFields);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(sampleSales.length);
      await expectRowCount(salesTable(page), expected.length);
      // The first rows are in view (the grid renders the rows in view).
      for (const sale of expected.slice(0, 5)) {
        const row = dataRows(salesTable(page)).filter({
          has: page.getByRole('rowheader', { name: sale.id, exact: true }),
        });
        await expect(row).toContainText(sale.customer);
        await expect(row).toContainText(formatMoney(sale.amount));
      }
      await expect.poll(() => queryParam(page, 'q')).toBe(query);
    });
  }

  test('§2.4 Sales search survives Back; no match says so', async ({ page }) => {
    await logIn(page, '/sales');
    await salesSearch(page).fill('emily');
    const expected = filterByQuery(sampleSales, 'emily', saleSearchFields);
    await expectRowCount(salesTable(page), expected.length);

    await sideMenu(page)
      .getByRole('link', { name: /^Invoices/ })
      .click();
    await expect(page).toHaveURL(/\/invoices$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/sales\?q=emily$/);
    await expect(salesSearch(page)).toHaveValue('emily');
    await expectRowCount(salesTable(page), expected.length);

    await salesSearch(page).fill('zzz-none');
    await expect(dataRows(salesTable(page))).toHaveCount(0);
    await expect(salesTable(page)).toContainText('No order ID or customer matches “zzz-none”.');
  });
});

test.describe('§2.5 Customers: search by name or email, case-insensitive', () => {
  for (const [what, query] of [
    ['name', 'JOHN'],
    ['name part', 'lee'],
    ['email', 'DWILSON@'],
    ['email domain part', 'jess.martinez@EXAMPLE'],
  ] as const) {
    test(`§9 Customer search by ${what} ("${query}") shows only the matching cards and keeps ?q=`, async ({
      page,
    }) => {
      await logIn(page, '/customers');
      // The first page of cards: 24 ("Show more" adds the rest).
      await expect(customerCards(page)).toHaveCount(Math.min(sampleCustomers.length, CARDS_SHOWN));
      await customersSearch(page).fill(query);
      const expected = filterByQuery(sampleCustomers, query, customerSearchFields);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(sampleCustomers.length);
      await expect(customerCards(page)).toHaveCount(expected.length);
      for (const customer of expected) {
        const card = page.getByRole('article', { name: customer.name, exact: true });
        await expect(card).toContainText(customer.email);
        await expect(card).toContainText(`Customer since ${customer.firstOrder.slice(0, 4)}`);
        await expect(card).toContainText(formatMoney(customer.totalSpent));
      }
      await expect.poll(() => queryParam(page, 'q')).toBe(query);
    });
  }

  test('§9 Customer search does not match other fields (phone, address)', async ({ page }) => {
    await logIn(page, '/customers');
    const customer = sampleCustomers[0]!;
    const phoneDigits = customer.phone.slice(-4);
    await customersSearch(page).fill(phoneDigits);
    const expected = filterByQuery(sampleCustomers, phoneDigits, customerSearchFields);
    await expect(customerCards(page)).toHaveCount(expected.length);
    await expect(page.getByRole('article', { name: customer.name, exact: true })).toHaveCount(
      expected.some((c) => c.id === customer.id) ? 1 : 0,
    );
  });

  test('§2.4 Customer search survives Back, reached without a reload', async ({ page }) => {
    await logIn(page, '/');
    await goInApp(page, '/customers?q=amanda');
    await expect(customersSearch(page)).toHaveValue('amanda');
    await expect(customerCards(page)).toHaveCount(1);
    await customersSearch(page).fill('martinez');
    await expect(page).toHaveURL(/\/customers\?q=martinez$/);

    await sideMenu(page)
      .getByRole('link', { name: /^Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/customers\?q=martinez$/);
    await expect(customersSearch(page)).toHaveValue('martinez');
    await expect(customerCards(page)).toHaveCount(
      filterByQuery(sampleCustomers, 'martinez', customerSearchFields).length,
    );
  });
});

test.describe('Issue 18: Sales a page at a time', () => {
  test('the next page loads as the end of the loaded sales comes into view; past 1,000 the count is unknown', async ({
    page,
  }) => {
    await logIn(page, '/sales');
    await expectRowCount(salesTable(page), sampleSales.length);
    // The first page holds 50: scrolling to the end of what is loaded, again as each page comes,
    // brings rows past the third page.
    const lastRowShown = () =>
      salesTable(page).evaluate((grid) =>
        Math.max(
          ...[...grid.querySelectorAll('[aria-rowindex]')].map((row) =>
            Number(row.getAttribute('aria-rowindex')),
          ),
        ),
      );
    await expect(async () => {
      // To the end of whatever scrolls it: the table's own frame (it fits the window), or the page.
      await salesTable(page).evaluate((grid) => {
        for (let box: Element | null = grid; box; box = box.parentElement)
          if (box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))
            box.scrollTop = box.scrollHeight;
      });
      expect(await lastRowShown()).toBeGreaterThan(160);
    }).toPass({ timeout: 20_000 });
    // Each row is the sale at its place in the whole list, newest first.
    const index = await lastRowShown();
    await expect(salesTable(page).locator(`[aria-rowindex="${index}"]`).getByRole('rowheader')).toHaveText(
      sampleSales[index - 2]?.id ?? '',
    );
  });
});

test.describe('Issue 18: Customers a page at a time', () => {
  test('"Show more" past the customers loaded loads the next page; the count is of every customer', async ({
    page,
  }) => {
    // More customers than one page of the server's (50) for the test to mean something.
    expect(sampleCustomers.length).toBeGreaterThan(50 + CARDS_SHOWN);
    await logIn(page, '/customers');
    const footer = page.getByText(`of ${sampleCustomers.length} customers`);
    await expect(footer).toHaveText(`Showing ${CARDS_SHOWN} of ${sampleCustomers.length} customers`);
    const showMore = page.getByRole('button', { name: 'Show more' });
    await showMore.click();
    await showMore.click();
    // 72 cards: past the first page of 50, so the second page was read.
    await expect(customerCards(page)).toHaveCount(CARDS_SHOWN * 3);
    await expect(footer).toHaveText(`Showing ${CARDS_SHOWN * 3} of ${sampleCustomers.length} customers`);
    // Each card is the customer at its place in the whole list, newest first.
    const last = sampleCustomers[CARDS_SHOWN * 3 - 1]!;
    await expect(customerCards(page).last()).toHaveAccessibleName(last.name);
  });
});
