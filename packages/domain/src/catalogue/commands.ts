// The catalogue's and the stock's commands as rules, once: each checks its input and the business's
// state and says what to store, or throws the contract's error. The in-memory contract and the
// server's SQL store both apply them; only how they read and store differs.
import { ConflictError, NotFoundError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import { notEnoughStockNotice, productHasHistoryNotice } from '../notices/notices';
import type { Dashboard, DashboardLowStockItem, Kpi, RecentOrder } from '../overview/overview';
import { dashboardCards, type StockTally } from '../overview/salesFigures';
import {
  type StockAdjustmentInput,
  type StockTransferInput,
  validateAdjustment,
  validateTransfer,
} from '../stock/adjustment';
import type { StockChange } from '../stock/ledger';
import type { ProductForm, ProductFormValues } from '../stock/product';
import { parseProductForm } from '../stock/productForm';
import { barcodeConflict } from './barcodeCheck';
import {
  type BarcodeItem,
  type Bin,
  type CatalogueProduct,
  itemName,
  type Location,
  type StockItem,
  stockItemsOf,
} from './catalogue';
import type { CatalogueIndex } from './catalogueIndex';
import { editedProduct } from './editProduct';
import { dashboardLowStock, lowStockProducts, type StockReader, stockBefore, unitsOnHand } from './figures';
import { stockByBin, stockByLocation } from './history';
import { newCatalogueProduct } from './newProduct';
import { skuConflict } from './skuCheck';

/** When and by whom a change is made. */
export interface Stamp {
  at: string;
  by: string;
}

/** What the catalogue's rules read: its products by id and SKU (the whole catalogue, or those that matter). */
type CatalogueLookup = Pick<CatalogueIndex, 'product' | 'item' | 'bySku' | 'byBarcode'>;

const duplicateSku = (message: string) =>
  new ConflictError(
    'duplicate_sku',
    { title: 'SKU Already Used', message, destructive: true },
    { baseSku: message },
  );

/** Refuses a SKU or a barcode another item has (or the product repeats), on the field that holds it. */
function refuseCodeConflicts(product: CatalogueProduct, form: ProductForm, catalogue: CatalogueLookup) {
  const conflict = skuConflict(product, catalogue);
  if (conflict) throw duplicateSku(conflict);
  const barcode = barcodeConflict(
    product,
    catalogue,
    form.variants.map((variant) => variant.id),
  );
  if (barcode)
    throw new ConflictError(
      'duplicate_barcode',
      { title: 'Barcode Already Used', message: barcode.message, destructive: true },
      { [barcode.field]: barcode.message },
    );
}

/**
 * "Add Product": the product made from the form as typed, and its opening stock (into the bin
 * chosen, or `receivingBin`) as a change to record, or null. Checked under a provisional id
 * first, so a refused product takes no id from `newId`.
 */
export function productToCreate(
  values: ProductFormValues,
  catalogue: CatalogueLookup,
  newId: () => string,
  { receivingBin, binExists }: { receivingBin: string; binExists: (binId: string) => boolean },
  stamp: Stamp,
): { product: CatalogueProduct; opening: StockChange | null } {
  return checkedProductToCreate(
    valueOrThrow(parseProductForm(values)),
    catalogue,
    newId,
    { receivingBin: values.openingBinId || receivingBin, binExists },
    stamp,
  );
}

/**
 * `productToCreate` of a form already checked by the product form's rule (an import checks each
 * product's rows once): its opening stock goes into `receivingBin`.
 */
export function checkedProductToCreate(
  form: ProductForm,
  catalogue: CatalogueLookup,
  newId: () => string,
  { receivingBin: bin, binExists }: { receivingBin: string; binExists: (binId: string) => boolean },
  stamp: Stamp,
): { product: CatalogueProduct; opening: StockChange | null } {
  const provisional = newCatalogueProduct('', form, bin);
  refuseCodeConflicts(provisional.product, form, catalogue);
  if (provisional.opening.length > 0) binsOrThrow(binExists, [bin]);
  const { product, opening } = newCatalogueProduct(newId(), form, bin);
  return {
    product,
    opening:
      opening.length === 0
        ? null
        : { kind: 'opening', lines: opening, ...stamp, document: { kind: 'product', id: product.id } },
  };
}

/** A product edited from the form as typed (its stock is the ledger's, not the form's). */
export function productToUpdate(
  product: CatalogueProduct,
  values: ProductFormValues,
  catalogue: CatalogueLookup,
  itemHasHistory: (itemId: string) => boolean,
): CatalogueProduct {
  return checkedProductToUpdate(product, valueOrThrow(parseProductForm(values)), catalogue, itemHasHistory);
}

/** `productToUpdate` of a form already checked by the product form's rule. */
export function checkedProductToUpdate(
  product: CatalogueProduct,
  form: ProductForm,
  catalogue: CatalogueLookup,
  itemHasHistory: (itemId: string) => boolean,
): CatalogueProduct {
  const edited = editedProduct(product, form, itemHasHistory);
  refuseCodeConflicts(edited, form, catalogue);
  return edited;
}

/** The item of a product on sale that has the barcode, or NotFoundError. */
export function barcodeItemOrThrow(catalogue: Pick<CatalogueIndex, 'byBarcode'>, code: string): BarcodeItem {
  const item = catalogue.byBarcode(code);
  if (!item || item.product.archived) throw new NotFoundError('Barcode', code);
  return { productId: item.product.id, itemId: item.id };
}

/** A product may be deleted only when stock never moved for it; otherwise it is archived. */
export function refuseDeletingWithHistory(product: CatalogueProduct, hasHistory: boolean) {
  if (hasHistory) throw new ConflictError('has_history', productHasHistoryNotice(product.name));
}

export function productOrThrow(product: CatalogueProduct | undefined, id: string): CatalogueProduct {
  if (!product) throw new NotFoundError('Product', id);
  return product;
}

function itemOrThrow(catalogue: CatalogueLookup, id: string): StockItem {
  const item = catalogue.item(id);
  if (!item) throw new NotFoundError('Product', id);
  return item;
}

function binsOrThrow(binExists: (binId: string) => boolean, binIds: readonly string[]) {
  for (const binId of binIds) if (!binExists(binId)) throw new NotFoundError('Bin', binId);
}

/** "Adjust Stock" (a count, or a correction with its reason) as a change to record, and its item. */
export function adjustmentToRecord(
  input: StockAdjustmentInput,
  catalogue: CatalogueLookup,
  binExists: (binId: string) => boolean,
  stamp: Stamp,
): { item: StockItem; change: StockChange } {
  const adjustment = valueOrThrow(validateAdjustment(input));
  const item = itemOrThrow(catalogue, adjustment.itemId);
  binsOrThrow(binExists, [adjustment.binId]);
  const lines = [{ itemId: item.id, binId: adjustment.binId, quantity: adjustment.quantity }];
  return { item, change: { kind: adjustment.kind, lines, reason: adjustment.reason, ...stamp } };
}

/** "Move": units of one item from one bin to another, as a change to record, and its item. */
export function transferToRecord(
  input: StockTransferInput,
  catalogue: CatalogueLookup,
  binExists: (binId: string) => boolean,
  stamp: Stamp,
): { item: StockItem; change: StockChange } {
  const transfer = valueOrThrow(validateTransfer(input));
  const item = itemOrThrow(catalogue, transfer.itemId);
  binsOrThrow(binExists, [transfer.fromBinId, transfer.toBinId]);
  const line = {
    itemId: item.id,
    binId: transfer.fromBinId,
    toBinId: transfer.toBinId,
    quantity: transfer.quantity,
  };
  return { item, change: { kind: 'transfer', lines: [line], ...stamp } };
}

/** The refusal of a change that would take more than a bin holds, naming the item and what is left. */
export function notEnoughStock(item: StockItem, onHand: number): ConflictError {
  return new ConflictError('out_of_stock', notEnoughStockNotice(itemName(item), onHand));
}

/** A product as the catalogue holds it, with each item's stock, whether it has history, and its stock by location. */
export function productDetail(
  product: CatalogueProduct,
  stock: Pick<StockReader, 'onHandOfItem' | 'binsOf'>,
  hasHistory: boolean,
  places: { bins: readonly Bin[]; locations: readonly Location[] },
) {
  return {
    product: structuredClone(product),
    onHand: Object.fromEntries(stockItemsOf(product).map((item) => [item.id, stock.onHandOfItem(item.id)])),
    hasHistory,
    byLocation: stockByLocation(product, stock.binsOf, places.bins, places.locations),
    byBin: stockByBin(product, stock.binsOf, places.bins, places.locations),
  };
}

/** What the dashboard is made of besides its stock figures. */
interface DashboardSources {
  /** The sales KPIs of this month (salesKpis). */
  kpis: readonly Kpi[];
  /** The newest sales. */
  recentOrders: RecentOrder[];
  latePurchaseOrders: number;
  /** The business's currency: what the revenue card is shown in. */
  currency: string;
}

/** The dashboard from its sources and its stock figures: the cards' tally and the most urgent low products. */
export function dashboardFrom(
  sources: DashboardSources,
  stock: StockTally,
  lowStock: DashboardLowStockItem[],
): Dashboard {
  return {
    stats: dashboardCards(sources.kpis, stock, sources.currency),
    recentOrders: sources.recentOrders,
    lowStock,
    latePurchaseOrders: sources.latePurchaseOrders,
  };
}

/** The dashboard: its four cards, each against last month or last week, recent orders, and the low-stock alert. */
export function dashboardOf(
  catalogue: CatalogueIndex,
  stock: StockReader,
  sources: DashboardSources & {
    /** Each item's net movement since the start of this month and of this week (`movedSince`). */
    movedThisMonth: ReadonlyMap<string, number>;
    movedThisWeek: ReadonlyMap<string, number>;
  },
): Dashboard {
  const low = lowStockProducts(catalogue, stock);
  const tally = {
    unitsNow: unitsOnHand(catalogue, stock),
    unitsMonthAgo: unitsOnHand(catalogue, stockBefore(stock, sources.movedThisMonth)),
    lowStockNow: low.length,
    lowStockWeekAgo: lowStockProducts(catalogue, stockBefore(stock, sources.movedThisWeek)).length,
  };
  return dashboardFrom(sources, tally, dashboardLowStock(low));
}
