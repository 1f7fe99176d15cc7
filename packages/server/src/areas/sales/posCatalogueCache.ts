// The POS catalogue as this server process last read it: a till's first read is
// answered from it, brought up to date by the changes since its cursor, instead of being built
// again from 100,000 products. Other processes on the same database change it too; the cursor
// sees their changes as well.
import {
  applyPosCatalogue,
  type HeldPosCatalogue,
  type PosCatalogue,
  posCatalogueRows,
} from '@warehouse/domain/pos';
import type { Db } from '../../db/database';
import { pruneCatalogueChanges, readPosCatalogue } from './posCatalogueRecords';

/** How often the change log is pruned (after a refresh, at most). */
const PRUNE_EVERY_MS = 10 * 60_000;

export function posCatalogueCache(db: Db) {
  let prunedAt = 0;
  let held: HeldPosCatalogue | undefined;
  /** The rows of `held`'s entries, made again only when they change. */
  let rowsOf: { entries: HeldPosCatalogue['entries']; rows: ReturnType<typeof posCatalogueRows> } | undefined;
  /** One refresh at a time: each applies its changes to what the one before left. */
  let refreshed: Promise<HeldPosCatalogue> | undefined;

  const refresh = () => {
    const previous = refreshed;
    refreshed = (async () => {
      const before = previous ? await previous.catch(() => held) : held;
      held = applyPosCatalogue(before, await readPosCatalogue(db, before?.cursor));
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        // Not waited for; failed, it is tried again after the next refresh.
        pruneCatalogueChanges(db).catch(() => {
          prunedAt = 0;
        });
      }
      return held;
    })();
    return refreshed;
  };

  /** The whole catalogue as it is now, or (since a till's cursor) only what changed since. */
  return async ({ since }: { since?: string } = {}): Promise<PosCatalogue> => {
    // A till's changes are few: read for its cursor (whole only if the POS moved since).
    if (since !== undefined) return readPosCatalogue(db, since);
    const now = await refresh();
    if (rowsOf?.entries !== now.entries) {
      const { categories, rows } = posCatalogueRows(now.entries);
      // Frozen: handed out again until the catalogue changes, its JSON written once (contractJson).
      rowsOf = {
        entries: now.entries,
        rows: { categories, rows: Object.freeze(rows) as PosCatalogue['rows'] },
      };
    }
    return { cursor: now.cursor, complete: true, changed: [], ...rowsOf.rows };
  };
}
