// The stock ledger in SQL: balances read into the domain's ledger for figures, and changes planned
// by the domain's rule against balance rows locked in sorted order (no deadlocks), then written
// as movements and new balances in the caller's transaction.

import { randomFillSync } from 'node:crypto';
import {
  balancesTouched,
  createLedger,
  type Movement,
  planStockChange,
  type StockChange,
} from '@warehouse/domain/stock';
import { and, asc, gt, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { bins, stockBalances, stockItems, stockMovements } from '../../db/schema';
import { type Executor, writeTogether } from '../../sql/executor';
import { isAnyOf } from '../../sql/matching';

/** The stock on hand (of the given items, or all) as the domain's ledger, for its figures. */
export async function readStock(db: Executor, itemIds?: readonly string[]) {
  const rows = await db
    .select({ itemId: stockBalances.itemId, binId: stockBalances.binId, onHand: stockBalances.onHand })
    .from(stockBalances)
    .where(and(gt(stockBalances.onHand, 0), itemIds ? isAnyOf(stockBalances.itemId, itemIds) : undefined));
  return createLedger(rows);
}

/**
 * The units on hand summed by one of the balances' columns (an item, a location), as a subquery to
 * join on `key`: one pass over the balances, not a balance read into the server.
 */
export function unitsHeldBy(
  db: Executor,
  column: typeof stockBalances.itemId | typeof stockBalances.locationId,
) {
  return db
    .select({
      key: sql<string>`${column}`.as('key'),
      units: sql<number>`sum(${stockBalances.onHand})`.as('units'),
    })
    .from(stockBalances)
    .where(gt(stockBalances.onHand, 0))
    .groupBy(column)
    .as('held');
}

/** Which of these items stock has ever moved for. */
export async function itemsWithHistory(db: Executor, itemIds: readonly string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ itemId: stockMovements.itemId })
    .from(stockMovements)
    .where(inArray(stockMovements.itemId, [...itemIds]));
  return new Set(rows.map((row) => row.itemId));
}

/**
 * Sixteen random bytes for a movement's id, from a pool drawn 4 kB at a time: one draw from the
 * system per 256 ids instead of one per id (3% of a sale's CPU at a busy bank of tills).
 */
const randomPool = new Uint8Array(4096);
let poolUsed = randomPool.length;
function sixteenRandomBytes(): Uint8Array {
  if (poolUsed === randomPool.length) {
    randomFillSync(randomPool);
    poolUsed = 0;
  }
  poolUsed += 16;
  return randomPool.subarray(poolUsed - 16, poolUsed);
}

/** A movement as its row, but for its product (`productOfItem`, or a seed's own); its id is time-ordered by the movement's own time. */
export function movementRow(
  movement: Omit<Movement, 'seq'>,
  locationId: string,
): Omit<typeof stockMovements.$inferInsert, 'productId'> {
  return {
    id: uuidv7({ msecs: Date.parse(movement.at), random: sixteenRandomBytes() }),
    kind: movement.kind,
    itemId: movement.itemId,
    binId: movement.binId,
    locationId,
    quantity: movement.quantity,
    // An instant: the domain's local date-time read as this process's local time.
    at: new Date(movement.at).toISOString(),
    by: movement.by,
    documentKind: movement.document?.kind ?? null,
    documentId: movement.document?.id ?? null,
    reason: movement.reason ?? null,
  };
}

/**
 * Records a change of stock in the caller's transaction: locks the balances it touches (sorted,
 * so two changes never wait on each other in a circle), plans it with the domain's rule, and
 * writes its movements and balances; or records nothing and returns the shortage. The bins must
 * exist (the caller checks). `CHECK (on_hand >= 0)` stays the last guard.
 */
export async function recordStockChange(tx: Executor, change: StockChange) {
  const [plan] = await recordStockChanges(tx, [change]);
  return plan as StockChangePlan;
}

/**
 * Records several changes of stock at once, each planned by the domain's rule on the balances
 * the ones before it left (as if recorded one after the other): every balance they touch locked
 * in one sorted pass, then all their movements and new balances written in one round trip. A
 * change that would leave a balance below zero records nothing and answers its shortage; the
 * others are recorded.
 */
export async function recordStockChanges(
  tx: Executor,
  changes: readonly StockChange[],
): Promise<StockChangePlan[]> {
  const keys = uniqueSorted(changes.flatMap(balancesTouched));
  if (keys.length === 0) return changes.map((change) => planStockChange(change, () => 0));
  const pairs = sql.join(
    keys.map((key) => sql`(${key.itemId}::text, ${key.binId}::text)`),
    sql`, `,
  );
  // A balance row for each key (there must be a row to lock even for a bin's first unit), then
  // the rows locked in sorted order and read with their location.
  await tx.execute(sql`
    insert into ${stockBalances} (item_id, bin_id, location_id, on_hand)
    select wanted.item_id, wanted.bin_id, ${bins.locationId}, 0
    from (values ${pairs}) as wanted (item_id, bin_id) join ${bins} on ${bins.id} = wanted.bin_id
    on conflict do nothing`);
  const locked = await tx
    .select({
      itemId: stockBalances.itemId,
      binId: stockBalances.binId,
      locationId: stockBalances.locationId,
      onHand: stockBalances.onHand,
    })
    .from(stockBalances)
    .where(sql`(${stockBalances.itemId}, ${stockBalances.binId}) in (${pairs})`)
    .orderBy(asc(stockBalances.itemId), asc(stockBalances.binId))
    .for('update');
  const ledger = createLedger(locked);
  const onHand = new Map<string, number>();
  const keyOf = (itemId: string, binId: string) => `${itemId}\u0000${binId}`;
  const movements: Omit<Movement, 'seq'>[] = [];
  const plans = changes.map((change) => {
    const plan = planStockChange(
      change,
      (itemId, binId) => onHand.get(keyOf(itemId, binId)) ?? ledger.onHand(itemId, binId),
    );
    if (!plan.ok) return plan;
    for (const { itemId, binId, after } of plan.balances) onHand.set(keyOf(itemId, binId), after);
    movements.push(...plan.movements);
    return plan;
  });
  const locationOf = new Map(locked.map((row) => [row.binId, row.locationId]));
  const balances = keys.flatMap(({ itemId, binId }) => {
    const after = onHand.get(keyOf(itemId, binId));
    return after === undefined ? [] : [{ itemId, binId, after }];
  });
  await writeTogether(
    tx,
    stockWrites(tx, movements, balances, (binId) => locationOf.get(binId) as string),
  );
  return plans;
}

type StockChangePlan = ReturnType<typeof planStockChange>;

/** An item's product, as a movement's row takes it. */
const productOfItem = (itemId: string) =>
  sql<string>`(select ${stockItems.productId} from ${stockItems} where ${stockItems.id} = ${itemId})`;

/**
 * The writes of planned changes, sent together (`writeTogether`): their movements, and the new
 * balances of the rows they locked.
 */
function stockWrites(
  tx: Executor,
  movements: readonly Omit<Movement, 'seq'>[],
  balances: readonly { itemId: string; binId: string; after: number }[],
  locationOf: (binId: string) => string,
): SQLWrapper[] {
  if (movements.length === 0) return [];
  const after = sql.join(
    balances.map(({ itemId, binId, after }) => sql`(${itemId}::text, ${binId}::text, ${after}::int)`),
    sql`, `,
  );
  return [
    tx.insert(stockMovements).values(
      movements.map((movement) => ({
        ...movementRow(movement, locationOf(movement.binId)),
        productId: productOfItem(movement.itemId),
      })),
    ),
    sql`update ${stockBalances} set on_hand = changed.after
      from (values ${after}) as changed (item_id, bin_id, after)
      where ${stockBalances.itemId} = changed.item_id and ${stockBalances.binId} = changed.bin_id`,
  ];
}

/**
 * The stock of the items `itemIds` (a text[] value) names at the bins `binIds` selects (a
 * subquery), read as JSON as part of a statement that reads more; with `lock`, locked until the
 * transaction ends, rows in sorted order as every change locks them.
 */
export function stockJson(itemIds: SQLWrapper, binIds: SQLWrapper, { lock }: { lock: boolean }): SQL {
  return sql`(select coalesce(json_agg(json_build_object('itemId', held.item_id, 'binId', held.bin_id, 'onHand', held.on_hand)), '[]')
    from (select ${stockBalances.itemId}, ${stockBalances.binId}, ${stockBalances.onHand} from ${stockBalances}
      where ${stockBalances.itemId} = any(${itemIds}) and ${stockBalances.binId} in (${binIds})
      order by ${stockBalances.itemId}, ${stockBalances.binId}${lock ? sql` for update` : sql``}) as held)`;
}

function uniqueSorted(keys: { itemId: string; binId: string }[]) {
  const unique = new Map(keys.map((key) => [`${key.itemId}\u0000${key.binId}`, key]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
}
