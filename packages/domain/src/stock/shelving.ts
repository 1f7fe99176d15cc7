import { type Validation, validated } from '../contract/validation';
import { atMostMessage, LIMITS } from '../forms/limits';
import type { FieldErrors, Tone } from '../notices/tone';
import type { ShelfInput, ShelfLocation, ShelfProduct } from './shelf';

/** §2.5 The zone filter's "everything" option. */
export const ALL_ZONES = 'All Zones';

/** §9 Shelf cards show the first 3 products. */
const SHELF_PRODUCTS_SHOWN = 3;

/** §3 Shelf id built as aisle-shelf-position: ("A", "1", "3") -> "A-1-3". */
export function shelfId(aisle: string, shelf: string, position: string): string {
  return `${aisle}-${shelf}-${position}`;
}

export type ShelfField = keyof ShelfInput;

const SHELF_FIELD_LABELS: Readonly<Record<ShelfField, string>> = {
  aisle: 'Aisle',
  shelf: 'Shelf',
  position: 'Position',
  zone: 'Zone',
  capacity: 'Capacity',
};

export const CAPACITY_WHOLE_NUMBER_MESSAGE = 'Capacity must be a whole number';
export const CAPACITY_POSITIVE_MESSAGE = 'Capacity must be greater than 0';
export const CAPACITY_LIMIT_MESSAGE = atMostMessage('Capacity', LIMITS.capacity);

export type ShelfValidation = Validation<ShelfLocation, ShelfField>;

/**
 * §5 Add shelf: aisle, shelf, position, zone and capacity must all be non-empty (after trimming);
 * capacity must be a whole number above 0. A valid input becomes an empty shelf (occupied 0).
 * (The spec leaves duplicate ids unchecked; the contract refuses them, a shelf being a bin that
 * holds stock.)
 */
export function validateShelfInput(input: ShelfInput): ShelfValidation {
  const errors: FieldErrors<ShelfField> = {};
  const values = {
    aisle: input.aisle.trim(),
    shelf: input.shelf.trim(),
    position: input.position.trim(),
    zone: input.zone.trim(),
    capacity: input.capacity.trim(),
  };
  for (const field of Object.keys(SHELF_FIELD_LABELS) as ShelfField[]) {
    if (values[field] === '') errors[field] = `${SHELF_FIELD_LABELS[field]} is required`;
  }
  if (errors.capacity === undefined) {
    if (!/^[+-]?\d+$/.test(values.capacity)) errors.capacity = CAPACITY_WHOLE_NUMBER_MESSAGE;
    else if (Number.parseInt(values.capacity, 10) <= 0) errors.capacity = CAPACITY_POSITIVE_MESSAGE;
    else if (Number.parseInt(values.capacity, 10) > LIMITS.capacity) errors.capacity = CAPACITY_LIMIT_MESSAGE;
  }
  return validated(errors, () => ({
    id: shelfId(values.aisle, values.shelf, values.position),
    aisle: values.aisle,
    shelf: values.shelf,
    position: values.position,
    zone: values.zone,
    capacity: Number.parseInt(values.capacity, 10),
    occupied: 0,
    products: [],
  }));
}

export function emptyShelfInput(): ShelfInput {
  return { aisle: '', shelf: '', position: '', zone: '', capacity: '' };
}

export interface ShelfStats {
  totalShelves: number;
  totalCapacity: number;
  occupied: number;
  /** Percent occupied of total capacity with 1 decimal, e.g. "67.5"; "0.0" when there is no capacity. */
  utilization: string;
}

/** §2.5 Shelving's four figures over every shelf, and the zone filter's options. */
export interface ShelfFigures extends ShelfStats {
  /** "All Zones", then the distinct zones, sorted. */
  zones: string[];
}

/** §2.5 Shelving statistics; an empty list gives "0.0", never NaN. */
export function shelfStats(shelves: readonly ShelfLocation[]): ShelfStats {
  let totalCapacity = 0;
  let occupied = 0;
  for (const shelf of shelves) {
    totalCapacity += shelf.capacity;
    occupied += shelf.occupied;
  }
  return shelfStatsOf({ totalShelves: shelves.length, totalCapacity, occupied });
}

/** §2.5 Shelving statistics from the totals (a database's sums). */
export function shelfStatsOf(totals: Omit<ShelfStats, 'utilization'>): ShelfStats {
  const { totalCapacity, occupied } = totals;
  const utilization = totalCapacity > 0 ? (occupied / totalCapacity) * 100 : 0;
  return { ...totals, utilization: utilization.toFixed(1) };
}

/** The figures and zones of these shelves (all of them). */
export function shelfFigures(shelves: readonly ShelfLocation[]): ShelfFigures {
  return { ...shelfStats(shelves), zones: zoneOptions(shelves.map((shelf) => shelf.zone)) };
}

/** The exact percentage a shelf is full (0 when it has no capacity). */
export function fillPercent(shelf: Pick<ShelfLocation, 'capacity' | 'occupied'>): number {
  return shelf.capacity > 0 ? (shelf.occupied / shelf.capacity) * 100 : 0;
}

/** §2.5 Percent full with 0 decimals, e.g. "75". */
export function percentFull(shelf: Pick<ShelfLocation, 'capacity' | 'occupied'>): string {
  return fillPercent(shelf).toFixed(0);
}

/** §4 Shelf fill colour: under 50% positive (green), 50 to under 80% caution (amber), 80% and over critical (red). */
export function fillTone(percent: number): Tone {
  if (percent < 50) return 'positive';
  if (percent < 80) return 'caution';
  return 'critical';
}

/** The fill tone of a shelf, from its exact (unrounded) percentage. */
export function shelfFillTone(shelf: Pick<ShelfLocation, 'capacity' | 'occupied'>): Tone {
  return fillTone(fillPercent(shelf));
}

/** §9 The first 3 products, then "+N more products" (null when nothing is hidden). */
export function visibleProducts(
  products: readonly ShelfProduct[],
  limit = SHELF_PRODUCTS_SHOWN,
): { shown: ShelfProduct[]; moreLabel: string | null } {
  const hidden = products.length - limit;
  return { shown: products.slice(0, limit), moreLabel: hidden > 0 ? `+${hidden} more products` : null };
}

/** §2.5 The zone filter: "All Zones" then the distinct zones, sorted. */
export function zoneOptions(zones: readonly string[]): string[] {
  return [ALL_ZONES, ...[...new Set(zones)].sort((a, b) => a.localeCompare(b))];
}
