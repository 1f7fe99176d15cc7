import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleSeed, sampleSettings } from '@warehouse/domain/sample';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mismatchLine, verifyBooks } from '../areas/books/verifyBooks';
import { readDocument } from '../areas/overview/businessDocuments';
import { createSqlApi } from '../areas/sqlApi';
import { migrationsDir } from '../paths';
import { seededDatabase, testDatabase, testDatabases } from '../testing/testDatabase';

const { db } = await testDatabase();
const databases = testDatabases();

/** A migration's statements, run again on data shaped as it was before that migration. */
async function runMigration(file: string, on = db) {
  const statements = readFileSync(join(migrationsDir, file), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) await on.execute(sql.raw(statement));
}

describe('Data migrations keep what a business stored', () => {
  it('0032: settings stored before automatic backups had a time and a count get 02:00 and 7', async () => {
    await db.execute(sql`delete from business_documents`);
    const { backup: _, ...before } = sampleSettings;
    await db.execute(
      sql`insert into business_documents (name, value) values ('settings', ${JSON.stringify(before)}::jsonb)`,
    );
    await runMigration('0032_backup_settings.sql');
    const settings = await readDocument(db, 'settings');
    expect(settings.backup).toEqual({ timeOfDay: '02:00', keep: 7 });
    expect(settings.store).toEqual(sampleSettings.store);
    await db.execute(sql`delete from business_documents`);
  });

  it('0053: an invoice of a sale paid at the till, issued before 0049, is paid from the start; one on account still owes; one paid again since is left as its documents say', async () => {
    const database = await databases.createSeeded('sample', sampleSeed);
    const api = await createSqlApi(database.db);
    const john = await api.getCustomer('CUST-001');
    await api.updateCustomer('CUST-001', {
      name: john.name,
      phone: john.phone ?? '',
      email: john.email ?? '',
      address: john.address ?? '',
      paymentTermsDays: '30',
    });
    const atlas = { id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 };
    const { sale } = await api.recordSale({
      lines: [atlas],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      customerId: 'CUST-001',
      idempotencyKey: 'migration-0053-card',
    });
    const { invoice } = await api.issueInvoice(sale.id);
    const { sale: paidTwice } = await api.recordSale({
      lines: [atlas],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      customerId: 'CUST-001',
      idempotencyKey: 'migration-0053-paid-twice',
    });
    const { invoice: again } = await api.issueInvoice(paidTwice.id);
    const { sale: owing } = await api.recordSale({
      lines: [atlas],
      choice: { kind: 'account' },
      customerId: 'CUST-001',
      idempotencyKey: 'migration-0053-account',
    });
    const onAccount = (await api.getSale(owing.id)).invoiceNumber ?? '';
    // As the code before 0049 issued them: nothing paid at the till, all of it owed.
    await database.db.execute(sql`alter table invoices disable trigger invoices_frozen`);
    await database.db.execute(
      sql`update invoices set paid_at_sale_cents = 0, paid_cents = 0 where number in (${invoice.number}, ${again.number})`,
    );
    await database.db.execute(sql`alter table invoices enable trigger invoices_frozen`);
    await database.db.execute(
      sql`update customers set owed_cents = owed_cents + ${invoice.total + again.total} where id = 'CUST-001'`,
    );
    expect((await api.getInvoice(invoice.number)).invoice).toMatchObject({ balance: invoice.total });
    // The second was then paid again by the customer against the invoice.
    await api.recordPayment({
      customerId: 'CUST-001',
      method: 'bankTransfer',
      amount: again.total,
      date: '2026-11-27',
      invoices: [again.number],
    });

    await runMigration('0053_invoices_paid_at_the_till.sql', database.db);
    expect((await api.getInvoice(invoice.number)).invoice).toMatchObject({
      paidAtSale: invoice.total,
      paid: invoice.total,
      balance: 0,
      status: 'paid',
    });
    expect((await api.getInvoice(onAccount)).invoice).toMatchObject({
      paidAtSale: 0,
      balance: invoice.total,
    });
    // Paid since: no store credit is made up for it, and nothing it records is changed.
    expect((await api.getInvoice(again.number)).invoice).toMatchObject({
      paidAtSale: 0,
      paid: again.total,
      balance: 0,
    });
    const owed = await database.db.execute(sql`select owed_cents from customers where id = 'CUST-001'`);
    expect(owed.rows).toEqual([{ owed_cents: invoice.total }]);
    expect((await verifyBooks(database.db)).map(mismatchLine)).toEqual([]);
    // Run again, it changes nothing, and the invoice is frozen again.
    await runMigration('0053_invoices_paid_at_the_till.sql', database.db);
    expect((await api.getInvoice(invoice.number)).invoice).toMatchObject({ paid: invoice.total });
    await expect(
      database.db.execute(sql`update invoices set paid_at_sale_cents = 1 where number = ${invoice.number}`),
    ).rejects.toThrow();
  });

  it('0055: an exchange recorded before its credit’s tenders were kept is recorded as credit from cash, once; the books balance', async () => {
    const database = await databases.createSeeded('sample', sampleSeed);
    const api = await createSqlApi(database.db);
    const bar = { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325 };
    const { sale } = await api.recordSale({
      lines: [{ ...bar, quantity: 2 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      idempotencyKey: 'migration-0055-sale',
    });
    const { saleReturn } = await api.recordExchange({
      saleReturn: {
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'wrong_item',
      },
      sale: { lines: [{ ...bar, quantity: 1 }], tenders: [] },
      refundTo: 'original',
      idempotencyKey: 'migration-0055-exchange',
    });
    // As the code before 0054 left it: no record of where the credit came from.
    await database.db.execute(sql`alter table exchange_credits disable trigger exchange_credits_append_only`);
    await database.db.execute(sql`delete from exchange_credits`);
    await database.db.execute(sql`alter table exchange_credits enable trigger exchange_credits_append_only`);
    expect((await verifyBooks(database.db)).map(mismatchLine)).toEqual([
      `exchange credit = the tenders it came from: ${saleReturn.id} expected 352, found 0`,
    ]);

    await runMigration('0055_exchange_credits_before_kept.sql', database.db);
    await runMigration('0055_exchange_credits_before_kept.sql', database.db);
    const credits = await database.db.execute(
      sql`select return_id, method, amount_cents from exchange_credits`,
    );
    expect(credits.rows).toEqual([{ return_id: saleReturn.id, method: 'cash', amount_cents: 352 }]);
    expect((await verifyBooks(database.db)).map(mismatchLine)).toEqual([]);
  });

  it('0012: the POS location stored on its own becomes the Store setting, and its old document goes', async () => {
    const { posLocationId: _, ...storeBefore } = sampleSettings.store;
    const before = { ...sampleSettings, store: storeBefore };
    await db.execute(sql`insert into business_documents (name, value)
      values ('settings', ${JSON.stringify(before)}::jsonb), ('pos', '{"locationId": "airport"}'::jsonb)`);
    await runMigration('0012_pos_location_in_settings.sql');
    const settings = await readDocument(db, 'settings');
    expect(settings.store).toEqual({ ...sampleSettings.store, posLocationId: 'airport' });
    expect(settings.general).toEqual(sampleSettings.general);
    const left = await db.execute(sql`select 1 from business_documents where name = 'pos'`);
    expect(left.rows).toEqual([]);
  });

  it('0012: without settings to move it into, the POS location stays where it was', async () => {
    await db.execute(sql`delete from business_documents`);
    await db.execute(
      sql`insert into business_documents (name, value) values ('pos', '{"locationId": "airport"}'::jsonb)`,
    );
    await runMigration('0012_pos_location_in_settings.sql');
    const kept = await db.execute(sql`select value from business_documents where name = 'pos'`);
    expect(kept.rows).toEqual([{ value: { locationId: 'airport' } }]);
  });

  it("0020: every movement recorded before it carries its item's product", async () => {
    const { db: sample } = await seededDatabase(databases, '2026-11-26', {});
    await sample.execute(sql`drop index stock_movements_at_product_id_quantity_index`);
    await sample.execute(sql`alter table stock_movements drop column product_id`);
    await sample.execute(sql`create index stock_movements_at_index on stock_movements (at)`);
    await runMigration('0020_movements_carry_their_product.sql', sample);
    const result = await sample.execute<{ movements: number; wrong: number }>(sql`
      select count(*)::int as movements,
        (count(*) filter (where m.product_id is distinct from i.product_id))::int as wrong
      from stock_movements m join stock_items i on i.id = m.item_id`);
    expect(result.rows[0]?.movements).toBeGreaterThan(100);
    expect(result.rows[0]?.wrong).toBe(0);
  });

  it('0025: every item stored before it gets its name, as the domain names it, and the tills hear of no change', async () => {
    const { db: sample } = await seededDatabase(databases, '2026-11-26', {});
    const names = sql`select id, name from stock_items order by id`;
    const named = (await sample.execute<{ id: string; name: string }>(names)).rows;
    await sample.execute(sql`drop index stock_items_name_trigram_index`);
    await sample.execute(sql`drop index stock_items_sku_trigram_index`);
    // What 0025 made, as 0050 left it (its items named per statement).
    await sample.execute(sql`drop trigger stock_items_named_after_insert on stock_items`);
    await sample.execute(sql`drop trigger stock_items_named_after_update on stock_items`);
    await sample.execute(sql`drop trigger product_items_renamed on products`);
    await sample.execute(sql`drop function stock_items_named_as_written, product_items_renamed, item_name`);
    await sample.execute(sql`alter table stock_items drop column name`);
    const changes = sql`select count(*)::int as n from catalogue_changes`;
    const changesBefore = (await sample.execute<{ n: number }>(changes)).rows[0]?.n;
    await runMigration('0025_item_names_searched.sql', sample);
    expect((await sample.execute(names)).rows).toEqual(named);
    expect(named).toContainEqual({ id: 'P001-BLK', name: 'Wireless Bluetooth Headphones (Black)' });
    expect((await sample.execute<{ n: number }>(changes)).rows[0]?.n).toBe(changesBefore);
    // From then on the names follow their products, however the product is renamed.
    await sample.execute(sql`update products set name = 'Headphones' where id = 'P001'`);
    await sample.execute(sql`insert into stock_items (id, product_id, variant_name, sku, position)
      values ('P001-RED', 'P001', 'Red', 'WBH-001-RED', 9)`);
    const renamed = await sample.execute(
      sql`select name from stock_items where product_id = 'P001' order by position`,
    );
    expect(renamed.rows.at(0)).toEqual({ name: 'Headphones (Black)' });
    expect(renamed.rows.at(-1)).toEqual({ name: 'Headphones (Red)' });
  });
});

describe('Data migrations: the till sign-out setting (issue 35)', () => {
  it('0031: settings stored before it get the default; one stored with it keeps its own', async () => {
    const { db: before } = await databases.create();
    const { tillIdleMinutes: _, ...storeBefore } = sampleSettings.store;
    await before.execute(sql`insert into business_documents (name, value)
      values ('settings', ${JSON.stringify({ ...sampleSettings, store: storeBefore })}::jsonb)`);
    // Its data statement alone: the column it adds is there already in a migrated database.
    const dataStatement =
      readFileSync(join(migrationsDir, '0031_till_idle_minutes.sql'), 'utf8')
        .split('--> statement-breakpoint')
        .find((statement) => statement.includes('UPDATE')) ?? '';
    await before.execute(sql.raw(dataStatement));
    expect((await readDocument(before, 'settings')).store.tillIdleMinutes).toBe(30);
    await before.execute(
      sql`update business_documents set value = jsonb_set(value, '{store,tillIdleMinutes}', '45')`,
    );
    await before.execute(sql.raw(dataStatement));
    expect((await readDocument(before, 'settings')).store.tillIdleMinutes).toBe(45);
  });
});

describe('Data migrations: a cash sale needs an open drawer (issue 37)', () => {
  it('0037: settings stored before it turn the rule on; one stored with it off keeps it off', async () => {
    const { db: before } = await databases.create();
    const { cashSaleNeedsOpenDrawer: _, ...storeBefore } = sampleSettings.store;
    await before.execute(sql`insert into business_documents (name, value)
      values ('settings', ${JSON.stringify({ ...sampleSettings, store: storeBefore })}::jsonb)`);
    const dataStatement =
      readFileSync(join(migrationsDir, '0037_drawer_sessions.sql'), 'utf8')
        .split('--> statement-breakpoint')
        .find((statement) => statement.includes('jsonb_set')) ?? '';
    await before.execute(sql.raw(dataStatement));
    expect((await readDocument(before, 'settings')).store.cashSaleNeedsOpenDrawer).toBe(true);
    await before.execute(
      sql`update business_documents set value = jsonb_set(value, '{store,cashSaleNeedsOpenDrawer}', 'false')`,
    );
    await before.execute(sql.raw(dataStatement));
    expect((await readDocument(before, 'settings')).store.cashSaleNeedsOpenDrawer).toBe(false);
  });
});
