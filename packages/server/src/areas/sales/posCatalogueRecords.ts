// The POS catalogue in SQL: every item on sale with its stock at the till's location,
// built by PostgreSQL as the rows the till reads, or only the products changed since a cursor.
import type { PosCatalogue, PosCatalogueRow } from '@warehouse/domain/pos';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  businessDocuments,
  catalogueChanges,
  categories,
  products,
  stockBalances,
  stockItems,
} from '../../db/schema';

/** The location the POS sells from (Settings → Store). */
export const posLocation = sql`(select ${businessDocuments.value} -> 'store' ->> 'posLocationId'
  from ${businessDocuments} where ${businessDocuments.name} = 'settings')`;

/**
 * Where a read's changes start: the oldest transaction its snapshot might not see (every change
 * older is in what it read; a change from one still running comes again next time), and the
 * location it read the stock of.
 */
interface Cursor {
  xmin: string;
  location: string;
}

const cursorText = ({ xmin, location }: Cursor) => `${xmin}@${location}`;

function parseCursor(text: string | undefined): Cursor | undefined {
  const at = text?.indexOf('@') ?? -1;
  return text && at > 0 ? { xmin: text.slice(0, at), location: text.slice(at + 1) } : undefined;
}

/** The change that names every product (migration 0018: the catalogue emptied): read it all again. */
const EVERY_PRODUCT = '*';

/** Categories numbered from 1 in the catalogue's order; 0 is none. */
const numberedCategories = sql`select ${categories.id}, ${categories.name},
  row_number() over (order by ${categories.position}, ${categories.id})::int as number from ${categories}`;

/** The rows of the items of products on sale, newest products first, as one JSON array. */
function rowsJson(stock: SQL, onlyProducts?: SQL): SQL {
  const item = sql`${stockItems.id},
      ${stockItems.name},
      coalesce(${stockItems.priceCents}, ${products.priceCents}),
      coalesce(numbered.number, 0),
      coalesce(stock.on_hand, 0)`;
  // PosCatalogueRow: the product's id only when it is not the item's (null before a barcode).
  return sql`select coalesce(json_agg(case
      when ${stockItems.barcode} is not null then json_build_array(${item},
        case when ${stockItems.id} = ${products.id} then null else ${products.id} end, ${stockItems.barcode})
      when ${stockItems.id} = ${products.id} then json_build_array(${item})
      else json_build_array(${item}, ${products.id}) end
    order by ${products.createdAt} desc, ${products.id} desc, ${stockItems.position}), '[]')::text as rows
    from ${products}
    join ${stockItems} on ${stockItems.productId} = ${products.id}
    left join (${numberedCategories}) as numbered on numbered.id = ${products.categoryId}
    ${stock}
    where not ${products.archived} ${onlyProducts ? sql`and ${products.id} = any(${onlyProducts})` : sql``}`;
}

/** Every item's stock at the location: one pass over its balances. */
const stockOfEveryItem = (location: string) => sql`left join (
    select ${stockBalances.itemId} as item_id, sum(${stockBalances.onHand})::int as on_hand
    from ${stockBalances} where ${stockBalances.locationId} = ${location}
    group by ${stockBalances.itemId}
  ) as stock on stock.item_id = ${stockItems.id}`;

/** Each item's stock at the location, looked up item by item: for the few items a change names. */
const stockOfEachItem = (location: string) => sql`left join lateral (
    select sum(${stockBalances.onHand})::int as on_hand from ${stockBalances}
    where ${stockBalances.itemId} = ${stockItems.id} and ${stockBalances.locationId} = ${location}
  ) as stock on true`;

/**
 * The POS catalogue, whole, or since a cursor only the products changed (with all their items on
 * sale: none for one archived or deleted). Read in one snapshot with the cursor it gives.
 */
export function readPosCatalogue(db: Db, since?: string): Promise<PosCatalogue> {
  return db.transaction(
    async (tx) => {
      // The snapshot, the POS's location and the category names in one round trip.
      const [now] = (
        await tx.execute<{ xmin: string; xmax: string; location: string | null; names: string[] }>(
          sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
            pg_snapshot_xmax(pg_current_snapshot())::text as xmax, ${posLocation} as location,
            (select array[''] || coalesce(array_agg(name order by number), '{}')
              from (${numberedCategories}) as numbered) as names`,
        )
      ).rows;
      const location = now?.location ?? '';
      const cursor = cursorText({ xmin: now?.xmin ?? '0', location });
      const names = now?.names ?? [''];
      const from = parseCursor(since);
      // A cursor from ahead of this database's transactions (another database, restored or made
      // again), or read at another location: its changes cannot be told.
      const answerable = from && BigInt(from.xmin) <= BigInt(now?.xmax ?? '0') && from.location === location;
      const changed = answerable
        ? (
            await tx
              .selectDistinct({ id: catalogueChanges.productId })
              .from(catalogueChanges)
              .where(sql`${catalogueChanges.changed} >= ${from.xmin}::bigint`)
          ).map((row) => row.id)
        : undefined;
      if (!changed || changed.includes(EVERY_PRODUCT)) {
        const [read] = (await tx.execute<{ rows: string }>(rowsJson(stockOfEveryItem(location)))).rows;
        return { cursor, complete: true, categories: names, rows: parseRows(read?.rows), changed: [] };
      }
      if (changed.length === 0) return { cursor, complete: false, categories: names, rows: [], changed };
      const [read] = (
        await tx.execute<{ rows: string }>(
          rowsJson(stockOfEachItem(location), sql`${sql.param(changed)}::text[]`),
        )
      ).rows;
      return { cursor, complete: false, categories: names, rows: parseRows(read?.rows), changed };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const parseRows = (json: string | undefined): PosCatalogueRow[] => (json ? JSON.parse(json) : []);

/**
 * Forgets a product's changes older than its latest (catalogue_changes is a log): a read since
 * any cursor still finds every product changed after it, by its latest row.
 */
export async function pruneCatalogueChanges(db: Db): Promise<void> {
  await db.execute(sql`delete from ${catalogueChanges} as earlier using ${catalogueChanges} as later
    where later.product_id = earlier.product_id and later.changed > earlier.changed`);
}
