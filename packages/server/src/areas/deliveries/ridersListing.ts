// Riders a page at a time: newest first, searched by name, phone, vehicle number or zone
// (§9); Rider Management's figures summed by PostgreSQL; and the rider chooser's available riders.
import { type ListQuery, type Page, pageFromRows, pageLimit } from '@warehouse/domain/contract';
import {
  type Rider,
  type RiderListEntry,
  type RiderStats,
  riderStatsOf,
  ZONE_LABELS,
} from '@warehouse/domain/deliveries';
import { normalizeQuery } from '@warehouse/domain/search';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { riders } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { newestFirst } from '../../sql/newestFirst';
import { matchingAny } from '../../sql/substringSearch';
import { total } from '../../sql/total';
import { riderOf } from './deliveryRecords';

/** §9 riders: the search in the name, phone, vehicle number or zone id, or a zone whose label holds it. */
function ridersMatching(search: string | undefined): SQL | undefined {
  const byText = matchingAny(search, [riders.name, riders.phone, riders.vehicleNumber, riders.zone]);
  if (byText === undefined) return undefined;
  const needle = normalizeQuery(search ?? '');
  const zones = Object.entries(ZONE_LABELS)
    .filter(([, label]) => label.toLowerCase().includes(needle))
    .map(([zone]) => zone);
  return zones.length > 0 ? or(byText, inArray(riders.zone, zones)) : byText;
}

export async function readRidersPage(db: Db, query: ListQuery): Promise<Page<Rider>> {
  const limit = pageLimit(query);
  const matching = ridersMatching(query.search);
  const { orderBy, after } = await newestFirst(db, riders, query.cursor);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(riders)
      .where(and(matching, after))
      .orderBy(orderBy)
      .limit(limit + 1),
    countMatching(db, riders, matching),
  ]);
  return { ...pageFromRows(rows.map(riderOf), limit, (rider) => rider.id), ...counted };
}

/** Rider Management's six figures: riders counted by status, their day summed, their ratings averaged. */
export async function readRiderStats(db: Db): Promise<RiderStats> {
  const count = (status: Rider['status']) =>
    sql<number>`(count(*) filter (where ${riders.status} = ${status}))::int`;
  const [tally] = await db
    .select({
      available: count('available'),
      busy: count('busy'),
      offline: count('offline'),
      completedToday: total(riders.completedToday),
      // Each as the double its decimal reads as (as node-postgres reads a real: 4.8, not the
      // 4.80000019 a real widens to), summed as the in-memory contract sums them.
      ratingSum: sql<number>`coalesce(sum(${riders.rating}::numeric::float8) filter (where ${riders.rating} > 0), 0)`,
      rated: sql<number>`(count(*) filter (where ${riders.rating} > 0))::int`,
    })
    .from(riders);
  return riderStatsOf(
    tally ?? { available: 0, busy: 0, offline: 0, completedToday: 0, ratingSum: 0, rated: 0 },
  );
}

/** The riders a delivery can be given, by name, then id (byte order, as the in-memory contract compares them). */
export async function readAvailableRiders(db: Db): Promise<RiderListEntry[]> {
  const rows = await db
    .select({ id: riders.id, name: riders.name })
    .from(riders)
    .where(eq(riders.status, 'available'))
    .orderBy(sql`lower(${riders.name}) collate "C"`, sql`${riders.id} collate "C"`);
  return rows.map((row) => ({ ...row, status: 'available' }));
}
