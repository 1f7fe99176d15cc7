import type { Bin, Location } from '@warehouse/domain/catalogue';
import { asc, desc } from 'drizzle-orm';
import { bins, locations } from '../db/schema';
import type { Executor } from './executor';

/** The locations and their bins (a warehouse shelf with its place on the shelving). */
export async function readPlaces(db: Executor): Promise<{ bins: Bin[]; locations: Location[] }> {
  // One after the other: a transaction's queries share one connection and cannot overlap.
  const binRows = await db.select().from(bins).orderBy(desc(bins.createdAt), asc(bins.id));
  const locationRows = await db.select().from(locations).orderBy(asc(locations.position), asc(locations.id));
  return {
    locations: locationRows.map(({ id, name }) => ({ id, name })),
    bins: binRows.map(({ id, locationId, label, aisle, shelf, position, zone, capacity }) => ({
      id,
      locationId,
      label,
      ...(aisle !== null && shelf !== null && position !== null && zone !== null && capacity !== null
        ? { shelf: { aisle, shelf, position, zone, capacity } }
        : {}),
    })),
  };
}
