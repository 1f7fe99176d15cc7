import { historySalePayment } from '@warehouse/domain/payments';
import { type Seed, sampleSeed } from '@warehouse/domain/sample';
import { createLedger } from '@warehouse/domain/stock';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { addDemoOwner } from '../areas/accounts/accounts';
import { itemRows, productRow } from '../areas/catalogue/catalogueRecords';
import { deliveryRow, riderRow } from '../areas/deliveries/deliveryRecords';
import { writeDocument } from '../areas/overview/businessDocuments';
import { paymentRow } from '../areas/payments/paymentRecords';
import { customerRow } from '../areas/people/peopleRecords';
import { purchaseOrderRows } from '../areas/purchasing/purchasingRecords';
import { saleLineRows, saleRow } from '../areas/sales/salesRecords';
import { movementRow } from '../areas/stock/stockRecords';
import { lockForTransaction } from '../sql/advisoryLocks';
import type { Executor } from '../sql/executor';
import { continueNumbering } from '../sql/ids';
import { insertMany } from '../sql/jsonRows';
import {
  bins,
  categories,
  customers,
  deliveries,
  locations,
  notifications,
  payments,
  products,
  purchaseOrderLines,
  purchaseOrders,
  riders,
  saleLines,
  sales,
  stockBalances,
  stockItems,
  stockMovements,
  suppliers,
} from './schema';

/**
 * On an empty database, writes the sample business (or `seed`): its catalogue, locations and bins,
 * its stock history replayed through the domain's ledger into movements and balances, and its
 * customers, sales and their lines, deliveries, riders, suppliers, purchase orders, notifications and settings. A
 * database that holds a business already is left as it is. Returns whether it seeded.
 */
export async function seedWhenEmpty(
  db: Executor,
  seed: Seed = sampleSeed(),
  { withDemoOwner = true }: { withDemoOwner?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'seed');
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(categories);
    if ((existing?.count ?? 0) > 0) return false;

    await tx
      .insert(categories)
      .values(seed.categories.map((category, position) => ({ ...category, position })));
    await tx
      .insert(locations)
      .values(seed.locations.map((location, position) => ({ ...location, position })));
    // Lists show the newest first: the seed's first bin and product are its newest.
    const seededAt = Date.now();
    const createdAt = (index: number) => new Date(seededAt - index * 1000).toISOString();
    await tx.insert(bins).values(
      seed.bins.map(({ id, locationId, label, shelf }, index) => ({
        id,
        locationId,
        label,
        ...shelf,
        createdAt: createdAt(index),
      })),
    );
    const productRows = seed.catalogue.map((product, index) => ({
      ...productRow(product),
      createdAt: createdAt(index),
    }));
    await insertMany(tx, products, productRows);
    const items = seed.catalogue.flatMap(itemRows);
    await insertMany(tx, stockItems, items);

    const ledger = createLedger();
    for (const change of seed.stockHistory) {
      const result = ledger.apply(change);
      if (!result.ok)
        throw new Error(
          `The seed's stock history sells more than it holds: ${JSON.stringify(result.shortage)}`,
        );
    }
    const locationOf = new Map(seed.bins.map((bin) => [bin.id, bin.locationId]));
    const productOfItem = new Map(items.map((item) => [item.id, item.productId]));
    const binLocation = (binId: string) => locationOf.get(binId) ?? seed.settings.store.posLocationId;
    await insertMany(
      tx,
      stockMovements,
      ledger.movements().map((movement) => ({
        ...movementRow(movement, binLocation(movement.binId)),
        productId: productOfItem.get(movement.itemId) as string,
      })),
    );
    const balances = items.flatMap(({ id }) =>
      [...ledger.binsOf(id)].map(([binId, onHand]) => ({
        itemId: id,
        binId,
        locationId: binLocation(binId),
        onHand,
      })),
    );
    await insertMany(tx, stockBalances, balances);
    await insertMany(
      tx,
      customers,
      seed.customers.map((customer, index) => ({ ...customerRow(customer), createdAt: createdAt(index) })),
    );
    await insertMany(
      tx,
      sales,
      seed.sales.map((sale, index) => ({ ...saleRow(sale), createdAt: createdAt(index) })),
    );
    // The history's sales were paid as sold: each one's payment in the ledger.
    await insertMany(
      tx,
      payments,
      seed.sales.flatMap((sale, index) => {
        const paid = historySalePayment(sale, createdAt(index), uuidv7());
        return paid ? [paymentRow(paid)] : [];
      }),
    );
    await insertMany(
      tx,
      saleLines,
      Object.entries(seed.saleLines).flatMap(([saleId, lines]) => saleLineRows(saleId, lines)),
    );
    await insertMany(
      tx,
      riders,
      seed.riders.map((rider, index) => ({ ...riderRow(rider), createdAt: createdAt(index) })),
    );
    await insertMany(
      tx,
      deliveries,
      seed.deliveries.map((delivery, index) => ({ ...deliveryRow(delivery), createdAt: createdAt(index) })),
    );
    await insertMany(
      tx,
      suppliers,
      seed.suppliers.map((supplier, index) => ({ ...supplier, createdAt: createdAt(index) })),
    );
    const orders = seed.purchaseOrders.map(purchaseOrderRows);
    await insertMany(
      tx,
      purchaseOrders,
      orders.map(({ header }, index) => ({ ...header, createdAt: createdAt(index) })),
    );
    await insertMany(
      tx,
      purchaseOrderLines,
      orders.flatMap(({ lines }) => lines),
    );
    if (seed.notifications.length > 0)
      await tx
        .insert(notifications)
        .values(
          seed.notifications.map((notification, index) => ({ ...notification, createdAt: createdAt(index) })),
        );
    await writeDocument(tx, 'settings', seed.settings);
    await writeDocument(tx, 'account', seed.account);
    // As the in-memory contract: the warehouse's first bin.
    await writeDocument(tx, 'receiving', { binId: seed.bins[0]?.id ?? '' });
    await continueNumbering(tx);
    // Staff-accounts mode does not make the demo owner: its first owner comes from the terminal.
    if (withDemoOwner) await addDemoOwner(tx);
    return true;
  });
}
