// A product's stock history a page at a time: newest first in the ledger's order, each
// movement with its item's balance once it was made. A product sold for years has tens of
// thousands of movements; a page reads its own and sums only what moved after it.

import type { BalancedMovement } from '@warehouse/domain/catalogue';
import { badCursor, type Page, type PageQuery, pageFromRows, pageLimit } from '@warehouse/domain/contract';
import { isoDateTime } from '@warehouse/domain/format';
import type { Movement } from '@warehouse/domain/stock';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stockMovements } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { isAnyOf } from '../../sql/matching';

interface MovementRow extends Record<string, unknown> {
  seq: string;
  kind: Movement['kind'];
  item_id: string;
  bin_id: string;
  quantity: number;
  at: string | Date;
  by: string;
  document_kind: string | null;
  document_id: string | null;
  reason: string | null;
  balance: number;
}

/** The cursor, a movement's `seq`: a whole number, or a bad request. */
function seqOf(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw badCursor();
  return Number(cursor);
}

/**
 * The movements of these items (a product's), newest first, after the cursor. Each item's newest
 * page is read from the (item, seq) index on its own and the pages merged, so a product with
 * variants reads no more than a page per variant. An item's balance after a movement is its stock
 * now less what moved for it later: later on this page (a running sum), and since the cursor
 * (summed once per item).
 */
export async function readMovementsPage(
  db: Db,
  itemIds: readonly string[],
  query: PageQuery,
): Promise<Page<BalancedMovement>> {
  const limit = pageLimit(query);
  const before = seqOf(query.cursor);
  const items = sql.param([...itemIds]);
  // What moved for each item since the cursor, and its stock now: summed once per item.
  const movedSinceCursor =
    before === null
      ? sql`select null::text as item_id, 0 as moved where false`
      : sql`select item_id, sum(quantity) as moved from stock_movements
          where item_id = any(${items}::text[]) and seq >= ${before} group by item_id`;
  const [{ rows }, counted] = await Promise.all([
    db.execute<MovementRow>(sql`with page as (
        select m.* from unnest(${items}::text[]) as item(id)
        cross join lateral (
          select seq, kind, item_id, bin_id, quantity, at, by, document_kind, document_id, reason
          from stock_movements
          where item_id = item.id ${before === null ? sql`` : sql`and seq < ${before}`}
          order by seq desc limit ${limit + 1}) as m
        order by m.seq desc limit ${limit + 1}),
      stock_now as (select item_id, sum(on_hand) as on_hand from stock_balances
        where item_id = any(${items}::text[]) group by item_id),
      since_cursor as (${movedSinceCursor})
      select page.*, (coalesce(stock_now.on_hand, 0)
        - coalesce(sum(page.quantity) over (partition by page.item_id order by page.seq desc
            rows between unbounded preceding and 1 preceding), 0)
        - coalesce(since_cursor.moved, 0))::int as balance
      from page left join stock_now using (item_id) left join since_cursor using (item_id)
      order by page.seq desc`),
    countMatching(db, stockMovements, isAnyOf(stockMovements.itemId, itemIds)),
  ]);
  const movements = rows.map(
    (row): BalancedMovement => ({
      seq: Number(row.seq),
      kind: row.kind,
      itemId: row.item_id,
      binId: row.bin_id,
      quantity: row.quantity,
      at: isoDateTime(new Date(row.at)),
      by: row.by,
      balance: row.balance,
      ...(row.document_kind && row.document_id
        ? { document: { kind: row.document_kind, id: row.document_id } }
        : {}),
      ...(row.reason ? { reason: row.reason } : {}),
    }),
  );
  return { ...pageFromRows(movements, limit, (movement) => String(movement.seq)), ...counted };
}
