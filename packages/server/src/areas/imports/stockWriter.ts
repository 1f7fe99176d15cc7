// How an import writes a chunk of opening stock on PostgreSQL, in the import's one transaction:
// the chunk's SKUs, bins and balances read in one go each, each line matched to its item and bin
// and decided against the balances the lines before it left, then every line kept recorded
// through the stock ledger together, as movements (never into a balance directly).
import type { Stamp } from '@warehouse/domain/catalogue';
import { ValidationError } from '@warehouse/domain/contract';
import {
  IMPORT_MESSAGES,
  type ImportMode,
  type OpeningStockLine,
  outcomeOrRefusal,
  type WriteResult,
} from '@warehouse/domain/imports';
import type { StockChange } from '@warehouse/domain/stock';
import { eq, sql } from 'drizzle-orm';
import { bins, locations, stockBalances, stockItems } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { isAnyOf } from '../../sql/matching';
import { recordStockChanges } from '../stock/stockRecords';

const lower = (text: string) => text.toLowerCase();

/** What the chunk's lines name: their items by SKU, the bins labelled as they say, and those bins' balances of those items. */
async function readPlaces(tx: Executor, chunk: readonly OpeningStockLine[]) {
  const items = await tx
    .select({ id: stockItems.id, sku: stockItems.sku })
    .from(stockItems)
    .where(isAnyOf(stockItems.sku, [...new Set(chunk.map((line) => line.sku))]));
  const labelled = await tx
    .select({
      id: bins.id,
      label: sql<string>`lower(${bins.label})`,
      location: sql<string>`lower(${locations.name})`,
    })
    .from(bins)
    .innerJoin(locations, eq(locations.id, bins.locationId))
    .where(isAnyOf(sql`lower(${bins.label})`, [...new Set(chunk.map((line) => lower(line.bin)))]));
  const balances =
    items.length === 0 || labelled.length === 0
      ? []
      : await tx
          .select({ itemId: stockBalances.itemId, binId: stockBalances.binId, onHand: stockBalances.onHand })
          .from(stockBalances)
          .where(
            sql`${isAnyOf(
              stockBalances.itemId,
              items.map((item) => item.id),
            )} and ${isAnyOf(
              stockBalances.binId,
              labelled.map((bin) => bin.id),
            )}`,
          );
  return { items, labelled, balances };
}

const keyOf = (itemId: string, binId: string) => `${itemId}\u0000${binId}`;

/** The opening stock writer of one import, in its transaction `tx`, stamped with who imports. */
export function stockWriter(tx: Executor, stamp: () => Stamp) {
  return async (chunk: readonly OpeningStockLine[], mode: ImportMode): Promise<WriteResult[]> => {
    const { items, labelled, balances } = await readPlaces(tx, chunk);
    const itemOf = new Map(items.map((item) => [item.sku, item.id]));
    const onHand = new Map(balances.map((balance) => [keyOf(balance.itemId, balance.binId), balance.onHand]));
    const changes: StockChange[] = [];
    const when = stamp();
    const results = chunk.map((line) =>
      outcomeOrRefusal(() => {
        const itemId = itemOf.get(line.sku);
        if (!itemId)
          throw new ValidationError(IMPORT_MESSAGES.skuUnknown(line.sku), {
            sku: IMPORT_MESSAGES.skuUnknown(line.sku),
          });
        const found = labelled.filter(
          (bin) =>
            bin.label === lower(line.bin) && (line.location === '' || bin.location === lower(line.location)),
        );
        const message =
          found.length === 0
            ? IMPORT_MESSAGES.binUnknown(line.bin)
            : found.length > 1
              ? IMPORT_MESSAGES.binAmbiguous(line.bin)
              : undefined;
        if (message) throw new ValidationError(message, { bin: message });
        const binId = (found[0] as { id: string }).id;
        const key = keyOf(itemId, binId);
        const held = onHand.get(key) ?? 0;
        if (held === line.quantity) return 'unchanged';
        const lines = [{ itemId, binId, quantity: line.quantity }];
        // Create: a bin that holds the item already keeps what it holds. Update: counted to the file's figure.
        if (mode === 'create') {
          if (held > 0 || line.quantity === 0) return 'unchanged';
          changes.push({ kind: 'opening', lines, ...when, document: { kind: 'import', id: line.sku } });
        } else changes.push({ kind: 'count', lines, reason: 'Import', ...when });
        onHand.set(key, line.quantity);
        return mode === 'create' ? 'created' : 'updated';
      }),
    );
    // An opening adds and a count sets a figure from 0 up: neither leaves a balance below zero.
    for (const plan of await recordStockChanges(tx, changes))
      if (!plan.ok) throw new Error('An imported stock line left a balance below zero');
    return results;
  };
}
