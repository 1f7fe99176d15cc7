import { dataRows, expect, expectNotice, logIn, pageHeading, test } from './support';

test.describe('Issue 37: customers are records the business keeps', () => {
  test('add a customer, find them by phone however it is typed, edit them, and archive them', async ({
    page,
  }) => {
    await logIn(page, '/customers');
    await expect(pageHeading(page)).toHaveText('Customers');

    // Add Customer: a name and one way to reach them; refused until both are there, as typed.
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ana Ruiz');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('9 Birch Rd, Uptown');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByText('Enter a phone number or an email address')).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Ruiz');
    // A phone another customer has (John Smith's, written another way) is refused on its field.
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('1-555-123-4567');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByText('A customer with this phone number already exists')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 (555) 010-2030');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expectNotice(page, 'Customer Added', 'Ana Ruiz was added');
    await expect(dialog).toBeHidden();

    // Found by the server by phone, however it is written.
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await search.fill('555 010 2030');
    const card = page.getByRole('article', { name: 'Ana Ruiz' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(card).toContainText('No orders yet');
    await expect(card).toContainText('9 Birch Rd, Uptown');

    // Edit: the dialog opens with the customer as saved.
    await card.getByRole('button', { name: 'Edit Ana Ruiz' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ana Ruiz' });
    await expect(edit.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (555) 010-2030');
    await edit.getByRole('textbox', { name: 'Email' }).fill('ana.ruiz@example.com');
    await edit.getByRole('button', { name: 'Save Customer' }).click();
    await expectNotice(page, 'Customer Saved', 'Ana Ruiz was saved');
    await expect(card).toContainText('ana.ruiz@example.com');

    // Their card opens their sales: none yet.
    await card.getByRole('link', { name: 'View Sales of Ana Ruiz' }).click();
    await expect(pageHeading(page)).toHaveText('Sales Management');
    await expect(page.getByRole('group', { name: 'Filter' })).toContainText('Sales of Ana Ruiz');
    await expect(page.getByText('No sales to Ana Ruiz yet.')).toBeVisible();
    await page.goBack();

    // Archive, after a confirmation: gone from the list and its search.
    await page
      .getByRole('article', { name: 'Ana Ruiz' })
      .getByRole('button', { name: 'Archive Ana Ruiz' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Archive Customer' });
    await expect(confirm).toContainText('Archive Ana Ruiz?');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expectNotice(page, 'Customer Archived');
    await expect(page.getByRole('article', { name: 'Ana Ruiz' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('ana.ruiz@');
    await expect(page.getByText('No customers found')).toBeVisible();
  });

  test("a customer's card opens their sales in Sales, and the chip's × shows every sale again", async ({
    page,
  }) => {
    await logIn(page, '/customers');
    // The sample's newest customers come first: Sarah is found by her email.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('sarah.j@');
    await page
      .getByRole('article', { name: 'Sarah Johnson' })
      .getByRole('link', { name: 'View Sales of Sarah Johnson' })
      .click();
    await expect(page).toHaveURL(/\/sales\?customer=CUST-002$/);
    const filter = page.getByRole('group', { name: 'Filter' });
    await expect(filter).toContainText('Sales of Sarah Johnson');
    const table = page.getByRole('grid', { name: 'Recent Sales' });
    await expect(table.getByRole('rowheader', { name: 'ORD-1002', exact: true })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'ORD-1001', exact: true })).toHaveCount(0);
    await expect(dataRows(table).filter({ hasNotText: 'Sarah Johnson' })).toHaveCount(0);
    await filter.getByRole('button', { name: 'Show all sales' }).click();
    await expect(filter).toBeHidden();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(dataRows(table).filter({ hasNotText: 'Sarah Johnson' }).first()).toBeVisible();
  });
});
