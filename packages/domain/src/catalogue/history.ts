import { compareKeys, type ListQuery, type Page, pageOfList } from '../contract/page';
import { filterByQuery } from '../search/search';
import type { Movement, MovementKind } from '../stock/ledger';
import {
  type Bin,
  type BinChoice,
  type CatalogueProduct,
  itemName,
  type Location,
  stockItemsOf,
} from './catalogue';

/** How each kind of movement reads in a product's history. */
export const MOVEMENT_KIND_LABELS: Readonly<Record<MovementKind, string>> = {
  opening: 'Opening stock',
  receipt: 'Receipt',
  sale: 'Sale',
  return: 'Return',
  adjustment: 'Correction',
  transfer: 'Transfer',
  count: 'Count',
};

/** One line of a product's stock history. */
export interface StockMovementEntry {
  seq: number;
  /** ISO 8601 with an offset. */
  at: string;
  kind: MovementKind;
  /** The item moved: the product, or "Product (Variant)". */
  item: string;
  /** Where: "A-1-1 · Main Warehouse". */
  bin: string;
  /** The signed change. */
  quantity: number;
  /** The item's stock over every bin once this movement was made. */
  balance: number;
  by: string;
  reason?: string;
  /** The document it came from, e.g. "ORD-1013". */
  document?: string;
}

/** How a bin is named wherever staff choose or read one: "A-1-1 · Main Warehouse". */
export function binNames(bins: readonly Bin[], locations: readonly Location[]): Map<string, string> {
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));
  return new Map(
    bins.map((bin) => [bin.id, `${bin.label} · ${locationNames.get(bin.locationId) ?? bin.locationId}`]),
  );
}

/** Every bin as a choice: by location (in the locations' order), then id (as the database compares them). */
export function binChoices(
  bins: readonly Bin[],
  locations: readonly Location[],
  receivingBin: string,
): BinChoice[] {
  const names = binNames(bins, locations);
  const order = new Map(locations.map((location, index) => [location.id, index]));
  return [...bins]
    .sort(
      (a, b) =>
        (order.get(a.locationId) ?? 0) - (order.get(b.locationId) ?? 0) || compareKeys(a.id, '', b.id, ''),
    )
    .map((bin) => ({
      id: bin.id,
      label: names.get(bin.id) ?? bin.id,
      ...(bin.id === receivingBin ? { receiving: true as const } : {}),
    }));
}

/** A page of bin choices (in their order) whose names hold the query's search. */
export function pageOfBinChoices(choices: readonly BinChoice[], query: ListQuery): Page<BinChoice> {
  return pageOfList(
    filterByQuery(choices, query.search ?? '', (bin) => [bin.label]),
    query,
    (bin) => bin.id,
  );
}

/** A movement with its item's stock over every bin once it was made. */
export type BalancedMovement = Movement & { balance: number };

/** A product's movements, newest first, each with the item's running balance. */
export function productHistory(
  product: CatalogueProduct,
  movements: readonly Movement[],
  bins: readonly Bin[],
  locations: readonly Location[],
): StockMovementEntry[] {
  const owned = new Set(stockItemsOf(product).map((item) => item.id));
  const balances = new Map<string, number>();
  const balanced: BalancedMovement[] = [];
  for (const movement of movements) {
    if (!owned.has(movement.itemId)) continue;
    const balance = (balances.get(movement.itemId) ?? 0) + movement.quantity;
    balances.set(movement.itemId, balance);
    balanced.push({ ...movement, balance });
  }
  return historyEntries(product, balanced.reverse(), bins, locations);
}

/**
 * Lines of a product's history from its movements as given (in their order), each with its
 * balance: the whole history, or a page of it read newest first. Movements of items
 * that are not the product's are left out.
 */
export function historyEntries(
  product: CatalogueProduct,
  movements: readonly BalancedMovement[],
  bins: readonly Bin[],
  locations: readonly Location[],
): StockMovementEntry[] {
  const items = new Map(stockItemsOf(product).map((item) => [item.id, itemName(item)]));
  const names = binNames(bins, locations);
  return movements.flatMap((movement) => {
    const item = items.get(movement.itemId);
    if (item === undefined) return [];
    return [
      {
        seq: movement.seq,
        at: movement.at,
        kind: movement.kind,
        item,
        bin: names.get(movement.binId) ?? movement.binId,
        quantity: movement.quantity,
        balance: movement.balance,
        by: movement.by,
        ...(movement.reason ? { reason: movement.reason } : {}),
        ...(movement.document ? { document: movement.document.id } : {}),
      },
    ];
  });
}

/** A product's stock at each location (every location listed, none held shown as 0). */
export function stockByLocation(
  product: CatalogueProduct,
  binsOf: (itemId: string) => ReadonlyMap<string, number>,
  bins: readonly Bin[],
  locations: readonly Location[],
): { location: string; onHand: number }[] {
  const locationOf = new Map(bins.map((bin) => [bin.id, bin.locationId]));
  const totals = new Map<string, number>();
  for (const item of stockItemsOf(product))
    for (const [binId, quantity] of binsOf(item.id)) {
      const locationId = locationOf.get(binId) ?? '';
      totals.set(locationId, (totals.get(locationId) ?? 0) + quantity);
    }
  return locations.map((location) => ({ location: location.name, onHand: totals.get(location.id) ?? 0 }));
}

/** Each of a product's items in every bin that holds some of it, by the bins' names, in the items' order. */
export function stockByBin(
  product: CatalogueProduct,
  binsOf: (itemId: string) => ReadonlyMap<string, number>,
  bins: readonly Bin[],
  locations: readonly Location[],
): { itemId: string; bin: string; onHand: number }[] {
  const names = binNames(bins, locations);
  return stockItemsOf(product).flatMap((item) =>
    [...binsOf(item.id)]
      .filter(([, onHand]) => onHand !== 0)
      .map(([binId, onHand]) => ({ itemId: item.id, bin: names.get(binId) ?? binId, onHand }))
      .sort((a, b) => a.bin.localeCompare(b.bin)),
  );
}
