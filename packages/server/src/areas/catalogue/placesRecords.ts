import type { Bin, Location } from '@warehouse/domain/catalogue';
import type { LocationSummary } from '@warehouse/domain/overview';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { bins, locations, stockBalances } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { isAnyOf } from '../../sql/matching';
import { unitsHeldBy } from '../stock/stockRecords';

/**
 * The locations and their bins (a warehouse shelf with its place on the shelving): every bin, or
 * only those named (a page of movements names a few of thousands).
 */
export async function readPlaces(
  db: Executor,
  binIds?: readonly string[],
): Promise<{ bins: Bin[]; locations: Location[] }> {
  // One after the other: a transaction's queries share one connection and cannot overlap.
  const binRows = await db
    .select()
    .from(bins)
    .where(binIds ? isAnyOf(bins.id, binIds) : undefined)
    .orderBy(desc(bins.createdAt), asc(bins.id));
  const locationRows = await db.select().from(locations).orderBy(asc(locations.position), asc(locations.id));
  return {
    locations: locationRows.map(({ id, name }) => ({ id, name })),
    bins: binRows.map(binOf),
  };
}

/** A bin's row as the domain's bin: a shelf when it has all of its place on the shelving. */
export function binOf({
  id,
  locationId,
  label,
  aisle,
  shelf,
  position,
  zone,
  capacity,
}: typeof bins.$inferSelect): Bin {
  return {
    id,
    locationId,
    label,
    ...(aisle !== null && shelf !== null && position !== null && zone !== null && capacity !== null
      ? { shelf: { aisle, shelf, position, zone, capacity } }
      : {}),
  };
}

/**
 * Each location with the units on hand in its bins: summed by the database in one
 * pass over the balances, instead of every balance read into the server (1.2 s at the bench's size).
 */
export async function readLocationSummaries(db: Executor): Promise<LocationSummary[]> {
  const held = unitsHeldBy(db, stockBalances.locationId);
  return db
    .select({
      id: locations.id,
      name: locations.name,
      itemCount: sql<number>`coalesce(${held.units}, 0)::int`,
    })
    .from(locations)
    .leftJoin(held, eq(held.key, locations.id))
    .orderBy(asc(locations.position), asc(locations.id));
}
