// The stock ledger: every change of stock is an append-only movement of one stock item
// at one bin; the on-hand figure of an item at a bin is the sum of its movements, kept as a balance
// beside them and changed in the same step. A stock item is what is stocked (a product without
// variants, or one variant), named by its id, which never changes (its SKU code may). Stock never goes below zero: a change that would make any
// balance negative is refused whole and changes nothing.

export type MovementKind = 'opening' | 'receipt' | 'sale' | 'return' | 'adjustment' | 'transfer' | 'count';

/** Where a movement came from: a sale, a receipt, a count sheet. */
interface SourceDocument {
  kind: string;
  id: string;
}

export interface Movement {
  /** Its place in the ledger, from 1. */
  seq: number;
  kind: MovementKind;
  itemId: string;
  binId: string;
  /** The signed change of on hand. */
  quantity: number;
  /** ISO 8601 with an offset. */
  at: string;
  /** Who made it (a user id). */
  by: string;
  document?: SourceDocument;
  /** Why, for adjustments and counts. */
  reason?: string;
}

/** One stock item at one bin and a quantity: what a change moves, counts or transfers. */
export interface StockLine {
  itemId: string;
  binId: string;
  quantity: number;
}

interface ChangeBase {
  at: string;
  by: string;
  document?: SourceDocument;
  reason?: string;
}

/**
 * A change asked of the ledger, applied whole or not at all:
 * receipts, returns and openings add; sales take away; adjustments add or take away (a signed
 * quantity); a count sets the on-hand figure it found; a transfer moves from one bin to another.
 */
export type StockChange =
  | (ChangeBase & { kind: 'opening' | 'receipt' | 'return' | 'sale' | 'adjustment'; lines: StockLine[] })
  | (ChangeBase & { kind: 'count'; lines: StockLine[] })
  | (ChangeBase & { kind: 'transfer'; lines: (StockLine & { toBinId: string })[] });

/** Why a change was refused: the first line that would leave too little, with what is there. */
interface StockShortage {
  itemId: string;
  binId: string;
  onHand: number;
  requested: number;
}

export type StockChangeResult = { ok: true; movements: Movement[] } | { ok: false; shortage: StockShortage };

/** The signed movements a change asks for, before it is checked against the balances. */
function plannedMovements(change: StockChange, onHand: (itemId: string, binId: string) => number) {
  const planned: Omit<Movement, 'seq'>[] = [];
  const base = { kind: change.kind, at: change.at, by: change.by };
  const extra = {
    ...(change.document ? { document: change.document } : {}),
    ...(change.reason ? { reason: change.reason } : {}),
  };
  for (const line of change.lines) {
    const { itemId, binId, quantity } = line;
    switch (change.kind) {
      case 'sale':
        planned.push({ ...base, ...extra, itemId, binId, quantity: -quantity });
        break;
      case 'count':
        planned.push({ ...base, ...extra, itemId, binId, quantity: quantity - onHand(itemId, binId) });
        break;
      case 'transfer': {
        const { toBinId } = line as StockLine & { toBinId: string };
        planned.push({ ...base, ...extra, itemId, binId, quantity: -quantity });
        planned.push({ ...base, ...extra, itemId, binId: toBinId, quantity });
        break;
      }
      default:
        planned.push({ ...base, ...extra, itemId, binId, quantity });
    }
  }
  return planned;
}

/**
 * A line this change cannot carry (a programming error, not a business refusal): quantities are
 * whole numbers, positive except for adjustments and counts; a transfer goes to another bin; a
 * count names each item and bin once (each line sets the figure it found).
 */
function invalidLine(change: StockChange): StockLine | undefined {
  const counted = new Set<string>();
  return change.lines.find((line) => {
    if (!Number.isSafeInteger(line.quantity)) return true;
    switch (change.kind) {
      case 'adjustment':
        return line.quantity === 0;
      case 'count': {
        const key = `${line.itemId}\u0000${line.binId}`;
        if (counted.has(key)) return true;
        counted.add(key);
        return line.quantity < 0;
      }
      case 'transfer':
        return line.quantity <= 0 || (line as StockLine & { toBinId: string }).toBinId === line.binId;
      default:
        return line.quantity <= 0;
    }
  });
}

/** One item's on hand at one bin. */
interface Balance {
  itemId: string;
  binId: string;
  onHand: number;
}

/**
 * An in-memory stock ledger: the balances and the movements that make them. Started from
 * `balances` (a database's, read for a figure), it holds those and the movements applied since.
 */
export function createLedger(balances: Iterable<Balance> = []) {
  // The balances indexed both ways: an item's bins (its stock) and a bin's items (its contents).
  const byItem = new Map<string, Map<string, number>>();
  const byBin = new Map<string, Map<string, number>>();
  const movements: Movement[] = [];
  const onHand = (itemId: string, binId: string) => byItem.get(itemId)?.get(binId) ?? 0;
  const setBalance = (itemId: string, binId: string, quantity: number) => {
    for (const [outer, inner, index] of [
      [itemId, binId, byItem],
      [binId, itemId, byBin],
    ] as const) {
      const entries = index.get(outer) ?? new Map<string, number>();
      if (quantity === 0) entries.delete(inner);
      else entries.set(inner, quantity);
      if (entries.size === 0) index.delete(outer);
      else index.set(outer, entries);
    }
  };

  for (const { itemId, binId, onHand: quantity } of balances) setBalance(itemId, binId, quantity);

  return {
    onHand,
    /** An item's stock over all bins. */
    onHandOfItem(itemId: string): number {
      let total = 0;
      for (const quantity of byItem.get(itemId)?.values() ?? []) total += quantity;
      return total;
    },
    /** An item's stock by bin (bins holding none left out). */
    binsOf(itemId: string): ReadonlyMap<string, number> {
      return byItem.get(itemId) ?? new Map();
    },
    /** What a bin holds, by item (items it holds none of left out). */
    contentsOf(binId: string): ReadonlyMap<string, number> {
      return byBin.get(binId) ?? new Map();
    },
    /** The movements, oldest first (of one item, when given). */
    movements(itemId?: string): readonly Movement[] {
      return itemId === undefined ? movements : movements.filter((movement) => movement.itemId === itemId);
    },
    /** Applies a change whole, or refuses it and changes nothing. */
    apply(change: StockChange): StockChangeResult {
      const plan = planStockChange(change, onHand);
      if (!plan.ok) return plan;
      const recorded = plan.movements.map((movement, index) => ({
        ...movement,
        seq: movements.length + index + 1,
      }));
      // One at a time: spreading a large change (a whole opening count) overflows the call stack.
      for (const movement of recorded) movements.push(movement);
      for (const { itemId, binId, after } of plan.balances) setBalance(itemId, binId, after);
      return { ok: true, movements: recorded };
    },
  };
}

/** A balance a change sets: one item at one bin, its on hand after. */
interface BalanceAfter {
  itemId: string;
  binId: string;
  after: number;
}

type StockChangePlan =
  | { ok: true; movements: Omit<Movement, 'seq'>[]; balances: BalanceAfter[] }
  | { ok: false; shortage: StockShortage };

/** The balances (item and bin) a change reads and writes: what a database locks before planning it. */
export function balancesTouched(change: StockChange): { itemId: string; binId: string }[] {
  return change.lines.flatMap((line) => [
    { itemId: line.itemId, binId: line.binId },
    ...('toBinId' in line ? [{ itemId: line.itemId, binId: line.toBinId as string }] : []),
  ]);
}

/**
 * The movements a change makes and the balances it leaves, from the balances before it; or the
 * first shortage, when it would leave any balance below zero. Pure: the in-memory ledger applies
 * the plan to its maps, the database to its rows (locked while it plans).
 */
export function planStockChange(
  change: StockChange,
  onHand: (itemId: string, binId: string) => number,
): StockChangePlan {
  const bad = invalidLine(change);
  if (bad) throw new RangeError(`Not a line this change can carry: ${JSON.stringify(bad)}`);
  const planned = plannedMovements(change, onHand);
  // Each balance the change touches, before and after (two lines may touch the same one).
  const touched = new Map<string, { itemId: string; binId: string; before: number; after: number }>();
  for (const { itemId, binId, quantity } of planned) {
    const key = `${itemId}\u0000${binId}`;
    const balance = touched.get(key) ?? {
      itemId,
      binId,
      before: onHand(itemId, binId),
      after: onHand(itemId, binId),
    };
    balance.after += quantity;
    touched.set(key, balance);
  }
  const short = [...touched.values()].find((balance) => balance.after < 0);
  if (short) {
    const { itemId, binId, before, after } = short;
    return { ok: false, shortage: { itemId, binId, onHand: before, requested: before - after } };
  }
  // A count that finds the figure already there is recorded too (a movement of 0).
  return {
    ok: true,
    movements: planned,
    balances: [...touched.values()].map(({ itemId, binId, after }) => ({ itemId, binId, after })),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
