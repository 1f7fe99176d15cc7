// The contract's catalogue and stock calls on PostgreSQL: each reads what its rule needs, applies
// the domain's rule (the same one the in-memory contract applies) and writes in one transaction.
import {
  adjustmentToRecord,
  categoryToRename,
  historyEntries,
  inventoryRow,
  notEnoughStock,
  productDetail,
  productOrThrow,
  productToCreate,
  productToUpdate,
  refuseDeletingWithHistory,
  stockItemsOf,
  transferToRecord,
} from '@warehouse/domain/catalogue';
import { NotFoundError, type WarehouseApi } from '@warehouse/domain/contract';
import { reachingThreshold } from '@warehouse/domain/overview';
import type { StockChange } from '@warehouse/domain/stock';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, notifications, products, stockItems } from '../../db/schema';
import { lockForTransaction } from '../../sql/advisoryLocks';
import type { Executor } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import type { StoreContext } from '../../sql/storeContext';
import { writeTransaction } from '../audit/auditTrail';
import { readDocument } from '../overview/businessDocuments';
import { notificationRows, readProductTotals } from '../overview/notificationRecords';
import { readOnOrder } from '../purchasing/purchasingRecords';
import { itemsWithHistory, readStock, recordStockChange } from '../stock/stockRecords';
import { readBinChoicesPage } from './binsListing';
import {
  readCatalogueIndex,
  readCatalogueOf,
  readCategorySummaries,
  readProduct,
  writeProduct,
} from './catalogueRecords';
import { readMovementsPage } from './movementsListing';
import { readPlaces } from './placesRecords';
import { readProductPage } from './productListing';

type CatalogueCalls = Pick<
  WarehouseApi,
  | 'listProducts'
  | 'getProduct'
  | 'getBarcodeItem'
  | 'createProduct'
  | 'updateProduct'
  | 'archiveProduct'
  | 'deleteProduct'
  | 'adjustStock'
  | 'transferStock'
  | 'listBins'
  | 'listProductMovements'
  | 'renameCategory'
>;

export function catalogueStore(db: Db, { stamp }: StoreContext): CatalogueCalls {
  /** Records a stock change, or throws the refusal naming the item and what is left. */
  const recordOrRefuse = async (
    tx: Executor,
    change: StockChange,
    item: Parameters<typeof notEnoughStock>[0],
  ) => {
    const result = await recordStockChange(tx, change);
    if (!result.ok) throw notEnoughStock(item, result.shortage.onHand);
    return result.movements;
  };
  const binExistsIn = async (tx: Executor) => {
    const { bins } = await readPlaces(tx);
    const ids = new Set(bins.map((bin) => bin.id));
    return (binId: string) => ids.has(binId);
  };
  const inventoryRowOf = async (tx: Executor, id: string) => {
    const catalogue = await readCatalogueOf(tx, { productIds: [id] });
    const product = productOrThrow(catalogue.product(id), id);
    return inventoryRow(
      product,
      catalogue,
      await readStock(
        tx,
        stockItemsOf(product).map((item) => item.id),
      ),
      await readOnOrder(tx),
    );
  };
  /** Serializes the catalogue's writers: SKU checks and new ids read the whole catalogue. */
  const lockCatalogue = (tx: Executor) => lockForTransaction(tx, 'catalogue');

  return {
    listProducts: (query = {}) => readProductPage(db, query),
    getProduct: async (id) => {
      const product = productOrThrow(await readProduct(db, id), id);
      const itemIds = stockItemsOf(product).map((item) => item.id);
      const [stock, history, places] = await Promise.all([
        readStock(db, itemIds),
        itemsWithHistory(db, itemIds),
        readPlaces(db),
      ]);
      return productDetail(product, stock, history.size > 0, places);
    },
    getBarcodeItem: async (code) => {
      // Through the barcode's unique index: one row, whatever the catalogue's size.
      const [found] = await db
        .select({ productId: stockItems.productId, itemId: stockItems.id })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .where(and(eq(stockItems.barcode, code), not(products.archived)));
      if (!found) throw new NotFoundError('Barcode', code);
      return found;
    },
    createProduct: (values) =>
      writeTransaction(db, async (tx) => {
        await lockCatalogue(tx);
        const catalogue = await readCatalogueIndex(tx);
        // Where new stock goes until receiving chooses a bin: the warehouse's receiving bin.
        const { binId: receivingBin } = await readDocument(tx, 'receiving');
        const binExists = await binExistsIn(tx);
        const at = stamp();
        const { product, opening } = await withNewId(tx, 'product', (newId) =>
          productToCreate(values, catalogue, newId, { receivingBin, binExists }, at),
        );
        await writeProduct(tx, product, { isNew: true });
        if (opening) await recordStockChange(tx, opening);
        return inventoryRowOf(tx, product.id);
      }),
    updateProduct: (id, values) =>
      writeTransaction(db, async (tx) => {
        await lockCatalogue(tx);
        const catalogue = await readCatalogueIndex(tx);
        const product = productOrThrow(catalogue.product(id), id);
        const history = await itemsWithHistory(
          tx,
          stockItemsOf(product).map((item) => item.id),
        );
        await writeProduct(
          tx,
          productToUpdate(product, values, catalogue, (itemId) => history.has(itemId)),
          {
            isNew: false,
          },
        );
        return inventoryRowOf(tx, id);
      }),
    renameCategory: (id, rename) =>
      writeTransaction(db, async (tx) => {
        // Under the catalogue's lock: two renames at once cannot both take one name.
        await lockCatalogue(tx);
        const every = await tx.select({ id: categories.id, name: categories.name }).from(categories);
        const renamed = categoryToRename(every, id, rename);
        await tx.update(categories).set({ name: renamed.name }).where(eq(categories.id, id));
        const summary = (await readCategorySummaries(tx)).find((category) => category.id === id);
        if (!summary) throw new NotFoundError('Category', id);
        return summary;
      }),
    archiveProduct: (id) =>
      writeTransaction(db, async (tx) => {
        // Under the catalogue's lock, so an edit made at the same moment cannot undo it.
        await lockCatalogue(tx);
        productOrThrow(await readProduct(tx, id), id);
        await tx
          .update(products)
          .set({ archived: true, version: sql`${products.version} + 1` })
          .where(eq(products.id, id));
        return inventoryRowOf(tx, id);
      }),
    deleteProduct: (id) =>
      writeTransaction(db, async (tx) => {
        await lockCatalogue(tx);
        const product = productOrThrow(await readProduct(tx, id), id);
        const history = await itemsWithHistory(
          tx,
          stockItemsOf(product).map((item) => item.id),
        );
        refuseDeletingWithHistory(product, history.size > 0);
        await tx.delete(products).where(eq(products.id, id));
      }),
    adjustStock: (input) =>
      writeTransaction(db, async (tx) => {
        const { item, change } = adjustmentToRecord(
          input,
          await readCatalogueOf(tx, { itemIds: [input.itemId] }),
          await binExistsIn(tx),
          stamp(),
        );
        const movements = await recordOrRefuse(tx, change, item);
        // The product's stock now, this change in it; before it, less this change's own movements
        // (not a reading taken earlier, which another change could have moved meanwhile).
        const product = item.product;
        const after = (await readProductTotals(tx, [product.id])).get(product.id) ?? 0;
        const taken = -movements.reduce((sum, movement) => sum + movement.quantity, 0);
        const raised = reachingThreshold([{ ...product, before: after + taken, taken }]);
        if (raised.length > 0) await tx.insert(notifications).values(notificationRows(raised, change.at));
      }),
    transferStock: (input) =>
      writeTransaction(db, async (tx) => {
        const { item, change } = transferToRecord(
          input,
          await readCatalogueOf(tx, { itemIds: [input.itemId] }),
          await binExistsIn(tx),
          stamp(),
        );
        await recordOrRefuse(tx, change, item);
      }),
    listBins: (query = {}) => readBinChoicesPage(db, query),
    listProductMovements: async (productId, query = {}) => {
      const product = productOrThrow(await readProduct(db, productId), productId);
      const page = await readMovementsPage(
        db,
        stockItemsOf(product).map((item) => item.id),
        query,
      );
      const places = await readPlaces(db, [...new Set(page.items.map((movement) => movement.binId))]);
      return { ...page, items: historyEntries(product, page.items, places.bins, places.locations) };
    },
  };
}
