// Parked carts on PostgreSQL: a till's cart kept until any till resumes it. A resume deletes the
// row and answers with what it held, so of two tills resuming one cart at once, one gets it.
import {
  badCursor,
  NotFoundError,
  type Page,
  pageFromRows,
  pageLimit,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import { checkedCartToPark, type ParkedCart, parkedFigures, WALK_IN_NAME } from '@warehouse/domain/pos';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database';
import { customers, parkedCarts } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { newestFirst } from '../../sql/newestFirst';
import { actingAccount } from '../accounts/actor';
import { writeTransaction } from '../audit/auditTrail';

type ParkedCartCalls = Pick<WarehouseApi, 'parkCart' | 'listParkedCarts' | 'resumeParkedCart'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof parkedCarts.$inferSelect & { customerName: string | null };

function parkedCartOf(row: Row): ParkedCart {
  return {
    id: row.id,
    lines: row.lines,
    ...(row.cartDiscount ? { cartDiscount: row.cartDiscount } : {}),
    ...(row.customerId ? { customerId: row.customerId } : {}),
    customerName: row.customerName ?? WALK_IN_NAME,
    ...parkedFigures(row.lines),
    parkedBy: row.parkedBy,
    parkedAt: new Date(row.createdAt).toISOString(),
  };
}

const withCustomerName = (on: Executor, where: SQL | undefined) =>
  on
    .select({ row: parkedCarts, customerName: customers.name })
    .from(parkedCarts)
    .leftJoin(customers, eq(customers.id, parkedCarts.customerId))
    .where(where);

export function parkedCartsStore(db: Db): ParkedCartCalls {
  return {
    parkCart: async (input) => {
      const cart = checkedCartToPark(input);
      const seller = await actingAccount(db);
      return writeTransaction(db, async (tx) => {
        if (cart.customerId) {
          const [buyer] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.id, cart.customerId));
          if (!buyer) throw new NotFoundError('Customer', cart.customerId);
        }
        const id = uuidv7();
        await tx.insert(parkedCarts).values({
          id,
          lines: cart.lines,
          cartDiscount: cart.cartDiscount ?? null,
          customerId: cart.customerId ?? null,
          parkedBy: seller.name,
        });
        const [kept] = await withCustomerName(tx, eq(parkedCarts.id, id));
        if (!kept) throw new Error('The parked cart written was not found');
        return parkedCartOf({ ...kept.row, customerName: kept.customerName });
      });
    },
    listParkedCarts: async (query = {}): Promise<Page<ParkedCart>> => {
      const limit = pageLimit(query);
      if (query.cursor && !UUID.test(query.cursor)) throw badCursor();
      const { orderBy, after } = await newestFirst(db, parkedCarts, query.cursor);
      const rows = await withCustomerName(db, after)
        .orderBy(orderBy)
        .limit(limit + 1);
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(parkedCarts);
      const page = pageFromRows(
        rows.map(({ row, customerName }) => parkedCartOf({ ...row, customerName })),
        limit,
        (cart) => cart.id,
      );
      return { ...page, total: counted?.total ?? 0 };
    },
    resumeParkedCart: async (id) =>
      writeTransaction(db, async (tx) => {
        if (!UUID.test(id)) throw new NotFoundError('Parked cart', id);
        const [taken] = await tx
          .delete(parkedCarts)
          .where(and(eq(parkedCarts.id, id)))
          .returning();
        if (!taken) throw new NotFoundError('Parked cart', id);
        const [buyer] = taken.customerId
          ? await tx
              .select({ name: customers.name })
              .from(customers)
              .where(eq(customers.id, taken.customerId))
          : [];
        return parkedCartOf({ ...taken, customerName: buyer?.name ?? null });
      }),
  };
}
