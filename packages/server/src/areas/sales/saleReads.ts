// What a sale's rule reads: whether its key was recorded, the POS's bins, the products sold and
// their stock there, and each product's stock over every bin (for its notifications).

import { DEMO_OWNER, type Role } from '@warehouse/domain/accounts';
import type { CheckoutInput } from '@warehouse/domain/contract';
import type { CustomerRecord } from '@warehouse/domain/people';
import { discountLimitFor, replayedSale, type TillSettings, tillSettingsOf } from '@warehouse/domain/pos';
import type { Settings } from '@warehouse/domain/settings';
import { createLedger } from '@warehouse/domain/stock';
import { eq, sql } from 'drizzle-orm';
import {
  bins,
  businessDocuments,
  customers,
  drawerSessions,
  productStock,
  sales,
  staffAccounts,
  stockItems,
} from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { currentActor } from '../accounts/actor';
import { unchanged } from '../audit/auditTrail';
import { catalogueFromJson, catalogueOfItemsJson } from '../catalogue/catalogueRecords';
import { readDelivery } from '../deliveries/deliveryStore';
import { stockJson } from '../stock/stockRecords';
import { posLocation } from './posCatalogueRecords';
import { saleOf } from './salesRecords';

/** The bins of the location the POS sells from (a setting), as a subquery. */
const posBinIds = sql`select ${bins.id} from ${bins} where ${bins.locationId} = ${posLocation}`;

/**
 * Everything sales' rules read, in one statement: which of their keys were recorded already, the
 * POS's bins, the products sold, and their stock at the POS's bins (with `lock`, locked until the
 * sale commits). Prepared: PostgreSQL plans it once per connection, not on every sale.
 */
export const saleRead = (on: Executor, lock: boolean) => {
  const itemIds = sql`${sql.placeholder('itemIds')}::text[]`;
  return on
    .select({
      settings: sql<Settings>`(select ${businessDocuments.value} from ${businessDocuments}
        where ${businessDocuments.name} = 'settings')`,
      customers: sql<CustomerRecord[]>`(select coalesce(json_agg(json_build_object('id', ${customers.id},
        'name', ${customers.name}, 'email', ${customers.email}, 'phone', ${customers.phone},
        'address', ${customers.address})), '[]') from ${customers}
        where ${customers.id} = any(${sql.placeholder('customerIds')}::text[]))`,
      recorded: sql<string[]>`(select coalesce(json_agg(${sales.idempotencyKey}), '[]') from ${sales}
        where ${sales.idempotencyKey} = any(${sql.placeholder('keys')}::text[]))`,
      bins: sql<
        { id: string; locationId: string }[]
      >`(select coalesce(json_agg(json_build_object('id', ${bins.id}, 'locationId', ${bins.locationId})
        order by ${bins.createdAt} desc, ${bins.id}), '[]') from ${bins} where ${bins.id} in (${posBinIds}))`,
      // The sellers' open drawer sessions (by user id): a sale paid at the till counts in its
      // seller's. With `lock`, held until the sale commits, so no drawer closes under it.
      drawers: sql<
        Record<string, string>
      >`(select coalesce(json_object_agg(open_drawers.seller, open_drawers.id), '{}')
        from (select lower(seller.user_id) as seller, drawer.id
          from ${drawerSessions} drawer join ${staffAccounts} seller on seller.id = drawer.opened_by
          where drawer.closed_at is null and lower(seller.user_id) = any(${sql.placeholder('sellers')}::text[])
          ${lock ? sql`for share of drawer` : sql``}) as open_drawers)`,
      catalogue: sql<Parameters<typeof catalogueFromJson>[0]>`${catalogueOfItemsJson(itemIds)}`,
      stock: sql<
        { itemId: string; binId: string; onHand: number }[]
      >`${stockJson(itemIds, posBinIds, { lock })}`,
      // Each sold product's kept stock (over every bin): whether the sale takes it to its
      // threshold. With `lock`, locked after the stock (as every change locks them), so nothing
      // moves of the product until the sale commits: its notifications are planned on the truth.
      totals: sql<
        Record<string, number>
      >`(select coalesce(json_object_agg(kept.product_id, kept.on_hand), '{}')
        from (select ${productStock.productId} as product_id, ${productStock.onHand} as on_hand from ${productStock}
          where ${productStock.productId} in (select ${stockItems.productId} from ${stockItems} where ${stockItems.id} = any(${itemIds}))
          order by ${productStock.productId} ${lock ? sql`for update` : sql``}) as kept)`,
    })
    .from(sql`(values (1)) as one (row)`)
    .prepare(lock ? 'sale_read_locked' : 'sale_read');
};

export type SaleReadStatement = ReturnType<typeof saleRead>;

/** A sale and who sells it (a user id, as `sellerOf` gives it). */
export interface SaleBy {
  input: CheckoutInput;
  seller: string;
}

/** Who sells: the request's account; outside one (tests, tools), the demo owner, as the audit trail says. */
export const sellerOf = (): string => (currentActor()?.account?.userId ?? DEMO_OWNER.userId).toLowerCase();

/** What the sales' rules read, for each of them (`forSale`). */
export async function readForSales(read: SaleReadStatement, sold: readonly SaleBy[]) {
  const inputs = sold.map((sale) => sale.input);
  const [row] = await read.execute({
    sellers: [...new Set(sold.map((sale) => sale.seller))],
    keys: inputs.map((input) => input.idempotencyKey),
    itemIds: [...new Set(inputs.flatMap((input) => input.lines.map((line) => line.id)))],
    customerIds: inputs.flatMap((input) => (input.customerId ? [input.customerId] : [])),
  });
  if (!row) throw new Error('The sale read nothing');
  const catalogue = catalogueFromJson(row.catalogue);
  const totals = new Map(Object.entries(row.totals));
  const recorded = new Set(row.recorded);
  const place = { locationId: row.bins[0]?.locationId ?? '', binIds: row.bins.map((bin) => bin.id) };
  if (!row.settings)
    throw new Error('The business document "settings" is missing: the database was not seeded');
  const settings = tillSettingsOf(row.settings);
  const customerById = new Map(row.customers.map((customer) => [customer.id, customer]));
  const drawers = new Map(Object.entries(row.drawers));
  /** What one sale's rule reads: its own ledger of the stock as read. */
  return ({ input, seller }: SaleBy): SaleRead => ({
    recorded: recorded.has(input.idempotencyKey),
    place,
    catalogue,
    stock: createLedger(row.stock),
    totals,
    settings,
    customer: (id) => customerById.get(id),
    drawerSessionId: drawers.get(seller) ?? null,
  });
}

export type SaleRead = {
  recorded: boolean;
  place: { locationId: string; binIds: string[] };
  catalogue: ReturnType<typeof catalogueFromJson>;
  stock: ReturnType<typeof createLedger>;
  totals: ReadonlyMap<string, number>;
  settings: TillSettings;
  customer: (id: string) => CustomerRecord | undefined;
  /** The seller's open drawer session, if any. */
  drawerSessionId: string | null;
};

/** The discount limit of the account selling (none outside a request: the system sells as an owner). */
export function sellersDiscountLimit(settings: TillSettings): number | null {
  return discountLimitFor((currentActor()?.account?.role ?? 'owner') as Role, settings);
}

/** One sale's read on its own (the plain path's, or a gathered sale's that goes again under lock). */
export async function readOneSale(read: SaleReadStatement, sale: SaleBy): Promise<SaleRead> {
  return (await readForSales(read, [sale]))(sale);
}

/**
 * The sale first recorded under the request's key, if any, as the answer to a request sent again,
 * which then changed nothing (a key reused for another cart is refused).
 */
export async function firstUnderKey(on: Executor, input: CheckoutInput, fingerprint: string) {
  const first = replayedSale(await recordedWithKey(on, input.idempotencyKey), fingerprint);
  return first && unchanged(first);
}

/** The sale recorded under this key and what it was recorded with, if any. */
async function recordedWithKey(tx: Executor, key: string) {
  const [row] = await tx.select().from(sales).where(eq(sales.idempotencyKey, key));
  if (!row) return undefined;
  const delivery = row.deliveryId ? await readDelivery(tx, row.deliveryId) : null;
  return { fingerprint: row.fingerprint ?? '', recorded: { sale: saleOf(row), delivery } };
}
