// Suppliers and purchase orders on PostgreSQL. Every change of a purchase order locks its
// row first (SELECT … FOR UPDATE), so two clerks receiving the same order take turns, and the
// second is checked against what the first received.
import { binNames, stockItemsOf } from '@warehouse/domain/catalogue';
import { NotFoundError, valueOrThrow, type WarehouseApi } from '@warehouse/domain/contract';
import { isoDate } from '@warehouse/domain/format';
import { validateSupplierForm } from '@warehouse/domain/people';
import {
  type KnownRecords,
  type PurchaseOrder,
  type PurchaseOrderDetail,
  purchaseOrderToCancel,
  purchaseOrderToCreate,
  purchaseOrderToPlace,
  purchaseOrderToUpdate,
  receiptToRecord,
  reorderDrafts,
  suggestionsFor,
  usualBinOf,
} from '@warehouse/domain/purchasing';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  bins,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  stockItems,
  suppliers,
} from '../../db/schema';
import { lockForTransaction } from '../../sql/advisoryLocks';
import type { Executor } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import type { StoreContext } from '../../sql/storeContext';
import { unchanged, writeTransaction } from '../audit/auditTrail';
import { readCatalogueOf } from '../catalogue/catalogueRecords';
import { readPlaces } from '../catalogue/placesRecords';
import { readDocument } from '../overview/businessDocuments';
import { readLowStockIds } from '../stock/stockFigures';
import { readStock, recordStockChange } from '../stock/stockRecords';
import { readPurchaseOrderPage } from './purchaseOrdersListing';
import { readPurchaseProductPage } from './purchaseProductsListing';
import {
  purchaseOrderRows,
  readLastPrices,
  readOnOrder,
  receiptOf,
  receiptRows,
  withLines,
} from './purchasingRecords';

type PurchasingCalls = Pick<
  WarehouseApi,
  | 'listSuppliers'
  | 'createSupplier'
  | 'updateSupplier'
  | 'listLastPrices'
  | 'listPurchaseProducts'
  | 'listPurchaseOrders'
  | 'getPurchaseOrder'
  | 'createPurchaseOrder'
  | 'updatePurchaseOrder'
  | 'placePurchaseOrder'
  | 'receivePurchaseOrder'
  | 'cancelPurchaseOrder'
  | 'suggestReorder'
  | 'draftReorders'
>;

/**
 * What a reorder of these products is planned on: only their catalogue, stock, what is on order of
 * them and the prices last paid (reading the whole catalogue took 3.4 s at 100,000 products).
 */
async function readReorderFacts(db: Executor, productIds: string[]) {
  const catalogue = await readCatalogueOf(db, { productIds, withCategories: false });
  const itemIds = catalogue
    .productsOnSale()
    .flatMap((product) => stockItemsOf(product).map((item) => item.id));
  return [
    catalogue,
    await readStock(db, itemIds),
    await readOnOrder(db, itemIds),
    await readLastPrices(db, { itemIds }),
  ] as const;
}

/** One order; locked until the transaction ends when `forUpdate`. NotFoundError for an unknown id. */
async function readOrder(db: Executor, id: string, forUpdate = false): Promise<PurchaseOrder> {
  const query = db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Purchase order', id);
  const [order] = await withLines(db, [row]);
  return order as PurchaseOrder;
}

/** Stores an order's new state: its header row and its lines. */
async function writeOrder(tx: Executor, order: PurchaseOrder): Promise<PurchaseOrder> {
  const rows = purchaseOrderRows(order);
  await tx.update(purchaseOrders).set(rows.header).where(eq(purchaseOrders.id, order.id));
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, order.id));
  if (rows.lines.length > 0) await tx.insert(purchaseOrderLines).values(rows.lines);
  return order;
}

/** Whether the supplier and the stock items an order names exist. */
async function knownRecords(
  tx: Executor,
  supplierId: string,
  lines: readonly { id: string }[],
): Promise<KnownRecords> {
  const supplier = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  const itemIds = lines.map((line) => line.id);
  const items = new Set(
    itemIds.length
      ? (await tx.select({ id: stockItems.id }).from(stockItems).where(inArray(stockItems.id, itemIds))).map(
          (row) => row.id,
        )
      : [],
  );
  return { supplierExists: (id) => supplier.some((row) => row.id === id), itemExists: (id) => items.has(id) };
}

/** An order with its receipts, oldest first, and the bin each of its items usually goes to. */
async function orderDetail(db: Executor, order: PurchaseOrder): Promise<PurchaseOrderDetail> {
  const receiptRowsOf = await db
    .select()
    .from(purchaseReceipts)
    .where(eq(purchaseReceipts.purchaseOrderId, order.id))
    .orderBy(asc(purchaseReceipts.at), asc(purchaseReceipts.id));
  const lines = receiptRowsOf.length
    ? await db
        .select()
        .from(purchaseReceiptLines)
        .where(
          inArray(
            purchaseReceiptLines.receiptId,
            receiptRowsOf.map((row) => row.id),
          ),
        )
    : [];
  const { binId: receivingBin } = await readDocument(db, 'receiving');
  const receivingBins = new Set(
    (
      await db
        .select({ id: bins.id })
        .from(bins)
        .where(
          eq(
            bins.locationId,
            db.select({ locationId: bins.locationId }).from(bins).where(eq(bins.id, receivingBin)),
          ),
        )
    ).map((row) => row.id),
  );
  const itemIds = order.lines.map((line) => line.id);
  const stock = await readStock(db, itemIds);
  const usual = new Map(
    itemIds.map((itemId) => [itemId, usualBinOf(itemId, stock, receivingBins, receivingBin)]),
  );
  const places = await readPlaces(db, [...new Set(usual.values())]);
  const names = binNames(places.bins, places.locations);
  return {
    order,
    receipts: receiptRowsOf.map((row) =>
      receiptOf(
        row,
        lines.filter((line) => line.receiptId === row.id),
      ),
    ),
    usualBins: Object.fromEntries(
      [...usual].map(([itemId, binId]) => [itemId, { id: binId, label: names.get(binId) ?? binId }]),
    ),
  };
}

export function purchasingStore(db: Db, context: StoreContext): PurchasingCalls {
  /** Applies a rule to the locked order and stores what it answers. */
  const changeOrder = (id: string, rule: (order: PurchaseOrder, tx: Executor) => Promise<PurchaseOrder>) =>
    writeTransaction(db, async (tx) => writeOrder(tx, await rule(await readOrder(tx, id, true), tx)));

  return {
    listSuppliers: async () =>
      (await db.select().from(suppliers).orderBy(desc(suppliers.createdAt), desc(suppliers.id))).map(
        ({ createdAt: _listed, ...supplier }) => supplier,
      ),
    createSupplier: (form) =>
      writeTransaction(db, async (tx) => {
        const values = valueOrThrow(validateSupplierForm(form));
        const supplier = { id: await withNewId(tx, 'supplier', (newId) => newId()), ...values };
        await tx.insert(suppliers).values(supplier);
        return supplier;
      }),
    updateSupplier: (id, form) =>
      writeTransaction(db, async (tx) => {
        const values = valueOrThrow(validateSupplierForm(form));
        const [row] = await tx
          .update(suppliers)
          .set(values)
          .where(eq(suppliers.id, id))
          .returning({ id: suppliers.id });
        if (!row) throw new NotFoundError('Supplier', id);
        return { id, ...values };
      }),
    listLastPrices: async (filter = {}) => readLastPrices(db, { supplierId: filter.supplierId }),
    listPurchaseProducts: (query = {}) => readPurchaseProductPage(db, query),
    listPurchaseOrders: (query = {}) => readPurchaseOrderPage(db, query, isoDate(context.now())),
    getPurchaseOrder: async (id) => orderDetail(db, await readOrder(db, id)),
    createPurchaseOrder: ({ header, lines, draft }) =>
      writeTransaction(db, async (tx) => {
        const known = await knownRecords(tx, header.supplierId, lines);
        const status = draft ? 'draft' : 'ordered';
        const order = await withNewId(tx, 'purchaseOrder', (newId) =>
          purchaseOrderToCreate(header, lines, known, newId, status),
        );
        const rows = purchaseOrderRows(order);
        await tx.insert(purchaseOrders).values(rows.header);
        if (rows.lines.length > 0) await tx.insert(purchaseOrderLines).values(rows.lines);
        return order;
      }),
    updatePurchaseOrder: (id, { header, lines }) =>
      changeOrder(id, async (order, tx) =>
        purchaseOrderToUpdate(order, header, lines, await knownRecords(tx, header.supplierId, lines)),
      ),
    placePurchaseOrder: (id) =>
      changeOrder(id, async (order, tx) =>
        purchaseOrderToPlace(order, await knownRecords(tx, order.supplierId, order.lines)),
      ),
    cancelPurchaseOrder: (id, { reason }) =>
      changeOrder(id, async (order) => purchaseOrderToCancel(order, reason)),
    suggestReorder: async (filter = {}) =>
      suggestionsFor(
        ...(await readReorderFacts(db, filter.productId ? [filter.productId] : await readLowStockIds(db))),
        filter.productId,
      ),
    draftReorders: () =>
      writeTransaction(db, async (tx) => {
        // One "Reorder all" at a time: a second one then sees the first's drafts on order.
        await lockForTransaction(tx, 'reorderDrafts');
        const suggestions = suggestionsFor(...(await readReorderFacts(tx, await readLowStockIds(tx))));
        const drafts: PurchaseOrder[] = [];
        for (const suggestion of suggestions.filter((each) => each.supplierId !== '')) {
          const known = await knownRecords(tx, suggestion.supplierId, suggestion.lines);
          const [draft] = await withNewId(tx, 'purchaseOrder', (newId) =>
            reorderDrafts([suggestion], known, newId, isoDate(context.now())),
          );
          const rows = purchaseOrderRows(draft as PurchaseOrder);
          await tx.insert(purchaseOrders).values(rows.header);
          await tx.insert(purchaseOrderLines).values(rows.lines);
          drafts.push(draft as PurchaseOrder);
        }
        return drafts;
      }),
    receivePurchaseOrder: (id, input) =>
      writeTransaction(db, async (tx) => {
        // The order's row first: receipts of one order take turns, and a retry waits for the first.
        const order = await readOrder(tx, id, true);
        const [earlier] = await tx
          .select({ purchaseOrderId: purchaseReceipts.purchaseOrderId })
          .from(purchaseReceipts)
          .where(eq(purchaseReceipts.idempotencyKey, input.idempotencyKey));
        if (earlier) return unchanged(await orderDetail(tx, await readOrder(tx, earlier.purchaseOrderId)));
        const binIds = [...new Set(input.lines.map((line) => line.binId))];
        const known = new Set(
          binIds.length
            ? (await tx.select({ id: bins.id }).from(bins).where(inArray(bins.id, binIds))).map(
                (row) => row.id,
              )
            : [],
        );
        const planned = await withNewId(tx, 'receipt', (newReceiptId) =>
          receiptToRecord(order, input, {
            binExists: (binId) => known.has(binId),
            newReceiptId,
            stamp: context.stamp(),
          }),
        );
        const recorded = await recordStockChange(tx, planned.change);
        if (!recorded.ok)
          throw new Error(`A receipt cannot lower stock: ${JSON.stringify(recorded.shortage)}`);
        await writeOrder(tx, planned.order);
        const rows = receiptRows(id, planned.receipt, input.idempotencyKey);
        await tx.insert(purchaseReceipts).values(rows.header);
        await tx.insert(purchaseReceiptLines).values(rows.lines);
        return orderDetail(tx, planned.order);
      }),
  };
}
