// The customers, each with the figures of their sales.
import type { WarehouseApi } from '@warehouse/domain/contract';
import { type ListQuery, type Page, pageFromRows, pageLimit } from '@warehouse/domain/contract';
import { type CustomerTally, customerWithTally } from '@warehouse/domain/overview';
import type { Customer } from '@warehouse/domain/people';
import { and, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, sales } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { newestFirst, newestMatching } from '../../sql/newestFirst';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { counted } from '../sales/salesFigures';

/**
 * One page of Customers, newest first, searched by name or email (§9), each with the
 * figures of their counted sales: summed for the page's customers only, through the
 * (customer_id, date) index, not over every sale.
 */
async function readCustomerPage(db: Db, query: ListQuery): Promise<Page<Customer>> {
  const limit = pageLimit(query);
  const matching = matchingAny(query.search, [customers.name, customers.email]);
  const { orderBy, after } = await newestFirst(db, customers, query.cursor);
  const tallies = db
    .select({
      orders: sql<number>`count(*)::int`.as('orders'),
      spent: sql<string>`coalesce(sum(${sales.amountCents}), 0)::bigint`.as('spent'),
      firstOrder: sql<string | null>`min(${sales.date})`.as('first_order'),
      lastOrder: sql<string | null>`max(${sales.date})`.as('last_order'),
    })
    .from(sales)
    .where(sql`${counted} and ${sales.customerId} = ${customers.id}`)
    .as('tallies');
  const indexed = searchHasTrigrams(query.search);
  const [rows, total] = await Promise.all([
    newestMatching(db, customers, { after, count: limit + 1, indexed }, (from, on) => {
      // The page's customers first, named as the table: their figures are summed for them alone.
      const pageCustomers = on
        .select()
        .from(from)
        .where(and(matching, after))
        .orderBy(orderBy)
        .limit(limit + 1)
        .as(getTableName(customers));
      return on
        .select({
          id: customers.id,
          name: customers.name,
          email: customers.email,
          phone: customers.phone,
          address: customers.address,
          orders: tallies.orders,
          spent: tallies.spent,
          firstOrder: tallies.firstOrder,
          lastOrder: tallies.lastOrder,
        })
        .from(pageCustomers)
        .leftJoinLateral(tallies, sql`true`)
        .orderBy(orderBy);
    }),
    countMatching(db, customers, matching, { throughIndex: indexed }),
  ]);
  const page = rows.map(({ orders, spent, firstOrder, lastOrder, ...record }) => {
    const tally: CustomerTally | undefined =
      orders === 0
        ? undefined
        : { orders, spent: Number(spent), firstOrder: firstOrder ?? '', lastOrder: lastOrder ?? '' };
    return customerWithTally(record, tally);
  });
  return { ...pageFromRows(page, limit, (customer) => customer.id), ...total };
}

export function peopleStore(db: Db): Pick<WarehouseApi, 'listCustomers'> {
  return { listCustomers: (query) => readCustomerPage(db, query ?? {}) };
}
