// Stock on the shelves: counts, corrections and moves, the shelves themselves, and what runs low.
import { z } from 'zod';
import { EVERYONE, MANAGEMENT, STOCK } from '../../accounts/roles';
import type { LowStockItem } from '../../overview/overview';
import type { StockAdjustmentInput, StockTransferInput } from '../../stock/adjustment';
import type { ShelfInput, ShelfLocation, ShelvesQuery } from '../../stock/shelf';
import type { ShelfFigures } from '../../stock/shelving';
import { defineCall } from '../call';
import { STOCK_FIGURES } from '../dataNames';
import { num, pageOf, pageQuery, pagesOnly, str, text } from '../shapes';

const adjustment: z.ZodType<StockAdjustmentInput> = z.strictObject({
  itemId: text,
  binId: text,
  kind: z.enum(['count', 'adjustment']),
  quantity: text,
  reason: text,
});
const transfer: z.ZodType<StockTransferInput> = z.strictObject({
  itemId: text,
  fromBinId: text,
  toBinId: text,
  quantity: text,
});

const shelvesQuery: z.ZodType<ShelvesQuery> = z.strictObject({ ...pageQuery, zone: text.optional() });
const shelfInput: z.ZodType<ShelfInput> = z.strictObject({
  aisle: text,
  shelf: text,
  position: text,
  zone: text,
  capacity: text,
});
const shelf: z.ZodType<ShelfLocation> = z.object({
  id: str,
  aisle: str,
  shelf: str,
  position: str,
  zone: str,
  capacity: num,
  occupied: num,
  products: z.array(z.object({ id: str, name: str, sku: str, quantity: num, reserved: num, available: num })),
});
const shelfFigures: z.ZodType<ShelfFigures> = z.object({
  totalShelves: num,
  totalCapacity: num,
  occupied: num,
  utilization: str,
  zones: z.array(str),
});
const lowStockItem: z.ZodType<LowStockItem> = z.object({
  productId: str,
  name: str,
  current: num,
  minimum: num,
  category: str,
  onOrder: num,
});

export const stockCalls = {
  /**
   * A count or a correction of one item at one bin, with its reason, recorded in the ledger;
   * ValidationError keyed by AdjustmentField; NotFoundError for an unknown item or bin;
   * ConflictError `out_of_stock` when a correction takes more than the bin holds.
   */
  adjustStock: defineCall({
    method: 'POST',
    path: '/stock/adjustments',
    input: adjustment,
    roles: STOCK,
    audit: { kind: 'stock', label: 'Adjusted stock', record: ({ input }) => input?.itemId ?? null },
    keyed: true,
    changes: STOCK_FIGURES,
  }),
  /**
   * Moves units of one item from one bin to another (two movements, one step); ValidationError
   * keyed by TransferField; NotFoundError for an unknown item or bin; ConflictError `out_of_stock`
   * when the bin holds fewer.
   */
  transferStock: defineCall({
    method: 'POST',
    path: '/stock/transfers',
    input: transfer,
    roles: STOCK,
    audit: { kind: 'stock', label: 'Moved stock', record: ({ input }) => input?.itemId ?? null },
    keyed: true,
    changes: STOCK_FIGURES,
  }),
  /**
   * The shelves newest first, each with what it holds, a page at a time: searched by shelf id,
   * zone or product on it (§9), filtered by zone. ValidationError for a cursor that is not one of
   * this list's.
   */
  listShelves: defineCall({
    method: 'GET',
    path: '/shelves',
    input: shelvesQuery,
    output: pageOf(shelf),
    roles: STOCK,
  }),
  /** §2.5 Shelving's four figures over every shelf, and the zones the filter offers. */
  getShelfFigures: defineCall({ method: 'GET', path: '/shelf-figures', output: shelfFigures, roles: STOCK }),
  /** Adds an empty shelf from the form as typed; ValidationError keyed by ShelfField. */
  addShelf: defineCall({
    method: 'POST',
    path: '/shelves',
    input: shelfInput,
    output: shelf,
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'stock', label: 'Added a shelf', record: (_, made) => made?.id ?? null },
    changes: ['shelves', 'locations', 'bins'],
  }),
  /**
   * Low Stock a page at a time, most urgent first (stock as a share of the threshold); `total` is
   * exact: it is the menu's badge, and the list is what it counts.
   */
  listLowStock: defineCall({
    method: 'GET',
    path: '/low-stock',
    input: pagesOnly,
    output: pageOf(lowStockItem),
    roles: EVERYONE,
  }),
};
