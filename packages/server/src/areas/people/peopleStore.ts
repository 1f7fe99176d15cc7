// The customers, each with the figures of their sales; added, edited and archived by the
// domain's rules, with unique indexes as the last guard of a unique email and phone.
import type { WarehouseApi } from '@warehouse/domain/contract';
import {
  type ListQuery,
  NotFoundError,
  type Page,
  pageFromRows,
  pageLimit,
  valueOrThrow,
} from '@warehouse/domain/contract';
import { type CustomerTally, customerWithTally } from '@warehouse/domain/overview';
import {
  type Customer,
  type CustomerDetails,
  customerSearchText,
  emailKey,
  phoneDigits,
  refuseSharedContacts,
  validateCustomerForm,
} from '@warehouse/domain/people';
import { and, eq, getTableName, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, saleReturns, sales } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { isUniqueViolation } from '../../sql/errorCodes';
import type { Executor } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import { newestFirst, newestMatching } from '../../sql/newestFirst';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { writeTransaction } from '../audit/auditTrail';
import { counted } from '../sales/salesFigures';
import { customerRecordOf, customerRow } from './peopleRecords';

type PeopleCalls = Pick<
  WarehouseApi,
  'listCustomers' | 'getCustomer' | 'createCustomer' | 'updateCustomer' | 'archiveCustomer'
>;

/**
 * What the returns of a customer's counted sales refunded: their sales by the (customer_id, date)
 * index, each sale's returns by theirs.
 */
const refundedToCustomer = sql`(select coalesce(sum(${saleReturns.refundCents}), 0)
  from ${saleReturns} join ${sales} on ${sales.id} = ${saleReturns.saleId}
  where ${counted} and ${sales.customerId} = ${customers.id})`;

/**
 * Each customer's counted sales summed, less what their returns refunded (customerTallies), for
 * the customer row it is joined to (laterally).
 */
const tallies = (on: Executor) =>
  on
    .select({
      orders: sql<number>`count(*)::int`.as('orders'),
      spent: sql<string>`(coalesce(sum(${sales.amountCents}), 0) - ${refundedToCustomer})::bigint`.as(
        'spent',
      ),
      firstOrder: sql<string | null>`min(${sales.date})`.as('first_order'),
      lastOrder: sql<string | null>`max(${sales.date})`.as('last_order'),
    })
    .from(sales)
    .where(sql`${counted} and ${sales.customerId} = ${customers.id}`)
    .as('tallies');

/** The customers' columns with their figures, from rows named as the table. */
function withFigures(on: Executor, from: typeof customers) {
  const figures = tallies(on);
  return on
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      address: customers.address,
      paymentTermsDays: customers.paymentTermsDays,
      creditLimitCents: customers.creditLimitCents,
      storeCreditCents: customers.storeCreditCents,
      orders: figures.orders,
      spent: figures.spent,
      firstOrder: figures.firstOrder,
      lastOrder: figures.lastOrder,
    })
    .from(from)
    .leftJoinLateral(figures, sql`true`);
}

type FiguredRow = Awaited<ReturnType<typeof withFigures>>[number];

function customerOf({
  orders,
  spent,
  firstOrder,
  lastOrder,
  storeCreditCents,
  ...record
}: FiguredRow): Customer {
  const tally: CustomerTally | undefined =
    orders === 0
      ? undefined
      : { orders, spent: Number(spent), firstOrder: firstOrder ?? '', lastOrder: lastOrder ?? '' };
  return {
    ...customerWithTally(customerRecordOf(record), tally),
    ...(storeCreditCents > 0 ? { storeCredit: storeCreditCents } : {}),
  };
}

/**
 * One page of Customers, newest first, searched by name or email (§9) or phone digits, archived
 * ones left out, each with the figures of their counted sales: summed for the page's customers
 * only, through the (customer_id, date) index, not over every sale.
 */
async function readCustomerPage(db: Db, query: ListQuery): Promise<Page<Customer>> {
  const limit = pageLimit(query);
  const search = customerSearchText(query.search ?? '');
  const matching = and(
    not(customers.archived),
    matchingAny(search, [customers.name, customers.email, customers.phoneDigits]),
  );
  const { orderBy, after } = await newestFirst(db, customers, query.cursor);
  const indexed = searchHasTrigrams(search);
  const [rows, total] = await Promise.all([
    newestMatching(db, customers, { after, count: limit + 1, indexed }, (from, on) => {
      // The page's customers first, named as the table: their figures are summed for them alone.
      const pageCustomers = on
        .select()
        .from(from)
        .where(and(matching, after))
        .orderBy(orderBy)
        .limit(limit + 1)
        .as(getTableName(customers)) as unknown as typeof customers;
      return withFigures(on, pageCustomers).orderBy(orderBy);
    }),
    countMatching(db, customers, matching, { throughIndex: indexed }),
  ]);
  return { ...pageFromRows(rows.map(customerOf), limit, (customer) => customer.id), ...total };
}

/** One customer with their figures (an archived one too); NotFoundError for an unknown id. */
async function readCustomer(on: Executor, id: string): Promise<Customer> {
  const one = on.select().from(customers).where(eq(customers.id, id)).as(getTableName(customers));
  const [row] = await withFigures(on, one as unknown as typeof customers);
  if (!row) throw new NotFoundError('Customer', id);
  return customerOf(row);
}

/** The active customers (but `except`) who have this email or these phone digits. */
function sharingContacts(on: Executor, details: CustomerDetails, except?: string) {
  const email = emailKey(details.email);
  const digits = phoneDigits(details.phone);
  const same: SQL[] = [];
  if (email !== '') same.push(sql`lower(${customers.email}) = ${email}`);
  if (digits !== '') same.push(eq(customers.phoneDigits, digits));
  if (same.length === 0) return Promise.resolve([]);
  return on
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(
      and(not(customers.archived), or(...same), except === undefined ? undefined : ne(customers.id, except)),
    );
}

/**
 * A write of a customer's details, refused when another active customer has the email or phone:
 * by the domain's rule first, and when two writes pass it at once, by the unique index (the
 * second is then refused as the rule would have).
 */
async function writingContacts<T>(
  db: Db,
  details: CustomerDetails,
  except: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuseSharedContacts(details, await sharingContacts(db, details, except));
    throw error;
  }
}

export function peopleStore(db: Db): PeopleCalls {
  return {
    listCustomers: (query) => readCustomerPage(db, query ?? {}),
    getCustomer: (id) => readCustomer(db, id),
    createCustomer: async (form) => {
      const details = valueOrThrow(validateCustomerForm(form));
      return writingContacts(db, details, undefined, () =>
        writeTransaction(db, async (tx) => {
          refuseSharedContacts(details, await sharingContacts(tx, details));
          const id = await withNewId(tx, 'customer', (newId) => newId());
          await tx.insert(customers).values(customerRow({ id, ...details }));
          return readCustomer(tx, id);
        }),
      );
    },
    updateCustomer: async (id, form) => {
      const details = valueOrThrow(validateCustomerForm(form));
      return writingContacts(db, details, id, () =>
        writeTransaction(db, async (tx) => {
          const [row] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.id, id), not(customers.archived)))
            .for('update');
          if (!row) throw new NotFoundError('Customer', id);
          refuseSharedContacts(details, await sharingContacts(tx, details, id));
          const { id: _same, ...columns } = customerRow({ id, ...details });
          await tx.update(customers).set(columns).where(eq(customers.id, id));
          return readCustomer(tx, id);
        }),
      );
    },
    archiveCustomer: (id) =>
      writeTransaction(db, async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({ archived: true })
          .where(eq(customers.id, id))
          .returning({ id: customers.id });
        if (!row) throw new NotFoundError('Customer', id);
        return readCustomer(tx, id);
      }),
  };
}
