import { itemName, stockItemsOf } from '@warehouse/domain/catalogue';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { readCatalogueIndex, readProduct } from './catalogueRecords';

// stock_items.name is kept by triggers (db/sql/item_names.sql) for the searches by item name: it
// restates the domain's itemName in SQL, so it is held equal to it here.
const { db } = await testDatabase();
await seedWhenEmpty(db);

/** Each item's name as the database keeps it, by item id. */
const keptNames = async () =>
  new Map(
    (await db.execute<{ id: string; name: string }>(sql`select id, name from stock_items`)).rows.map(
      (row) => [row.id, row.name],
    ),
  );

/** Each item's name as the domain names it. */
const domainNames = async () => {
  const catalogue = await readCatalogueIndex(db);
  return new Map(
    catalogue
      .productsOnSale()
      .flatMap((product) => stockItemsOf(product).map((item) => [item.id, itemName(item)])),
  );
};

describe('An item’s kept name is the domain’s itemName', () => {
  it('for every item of the sample business: a product’s own, or with its variant in brackets', async () => {
    const kept = await keptNames();
    const named = await domainNames();
    expect(named.size).toBeGreaterThan(20);
    for (const [id, name] of named) expect([id, kept.get(id)]).toEqual([id, name]);
    expect([...named.values()]).toContain('Wireless Bluetooth Headphones (Black)');
  });

  it('a renamed product renames its items', async () => {
    await db.execute(sql`update products set name = 'Studio Headphones' where id = 'P001'`);
    const product = await readProduct(db, 'P001');
    const kept = await keptNames();
    for (const item of stockItemsOf(product!)) expect(kept.get(item.id)).toBe(itemName(item));
    expect(kept.get('P001-BLK')).toBe('Studio Headphones (Black)');
  });
});

describe('Items are named per statement, whoever writes them', () => {
  it('items written with no name or another name take the domain’s, in an insert of many rows or an update', async () => {
    await db.execute(sql`insert into products (id, name, sku, price_cents, cost_cents, low_stock_threshold, reorder_quantity)
      values ('PNAME', 'Named Lamp', 'PNAME', 100, 0, 0, 0)`);
    await db.execute(sql`insert into stock_items (id, product_id, sku, variant_name, name)
      values ('PNAME-A', 'PNAME', 'PNAME-A', 'Amber', ''), ('PNAME-B', 'PNAME', 'PNAME-B', 'Blue', 'Wrong'),
             ('PNAME-C', 'PNAME', 'PNAME-C', 'Clear', 'Named Lamp (Clear)')`);
    let kept = await keptNames();
    expect([kept.get('PNAME-A'), kept.get('PNAME-B'), kept.get('PNAME-C')]).toEqual([
      'Named Lamp (Amber)',
      'Named Lamp (Blue)',
      'Named Lamp (Clear)',
    ]);
    await db.execute(sql`update stock_items set variant_name = 'Azure', name = 'Stale' where id = 'PNAME-A'`);
    kept = await keptNames();
    expect(kept.get('PNAME-A')).toBe('Named Lamp (Azure)');
  });
});
