// How an import writes a chunk of customers or suppliers on PostgreSQL, in the import's one
// transaction: the records the chunk may match or share contacts with read in one query, each
// row decided by its form's rule against them and the chunk's rows before it, then the new ones
// given numbers drawn together and inserted together. Changes to matched ones are written one by one.

import { valueOrThrow } from '@warehouse/domain/contract';
import { type ImportMode, outcomeOrRefusal, type WriteResult } from '@warehouse/domain/imports';
import {
  type CustomerForm,
  emailKey,
  phoneDigits,
  refuseSharedContacts,
  type SupplierForm,
  validateCustomerForm,
  validateSupplierForm,
} from '@warehouse/domain/people';
import { eq, sql } from 'drizzle-orm';
import { customers, suppliers } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { drawIds } from '../../sql/ids';
import { insertMany } from '../../sql/jsonRows';
import { isAnyOf } from '../../sql/matching';

/** Whether a record holds these values already, field by field. */
const holds = (record: object, values: object) =>
  Object.entries(values).every(([key, value]) => (record as Record<string, unknown>)[key] === value);

type CustomerDetails = Pick<typeof customers.$inferSelect, 'name' | 'email' | 'phone' | 'address'>;

/**
 * The customers writer of one import, in its transaction `tx`: a row matches the active customer
 * with its email, or else its phone; its email and phone may be no other active customer's.
 */
export function customersWriter(tx: Executor) {
  return async (chunk: readonly CustomerForm[], mode: ImportMode): Promise<WriteResult[]> => {
    const emails = chunk.map((form) => emailKey(form.email)).filter(Boolean);
    const digits = chunk.map((form) => phoneDigits(form.phone)).filter(Boolean);
    const known: (CustomerDetails & { id: string })[] = await tx
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        phone: customers.phone,
        address: customers.address,
      })
      .from(customers)
      .where(
        sql`not ${customers.archived} and (${isAnyOf(sql`lower(${customers.email})`, emails)} or ${isAnyOf(customers.phoneDigits, digits)})`,
      );
    // The chunk's new customers, as later rows match them; changes to those go into their insert.
    const added: (CustomerDetails & { id: string })[] = [];
    const changed = new Map<string, CustomerDetails>();
    const fresh = new Set<string>();
    const results = chunk.map((form, index) =>
      outcomeOrRefusal(() => {
        const details = valueOrThrow(validateCustomerForm(form));
        const email = emailKey(details.email);
        const match = known.find((other) =>
          email !== ''
            ? emailKey(other.email) === email
            : phoneDigits(other.phone) === phoneDigits(details.phone),
        );
        if (match && mode === 'create') return 'unchanged';
        refuseSharedContacts(
          details,
          known.filter((other) => other !== match),
        );
        if (match) {
          if (holds(match, details)) return 'unchanged';
          Object.assign(match, details);
          if (!fresh.has(match.id)) changed.set(match.id, details);
          return 'updated';
        }
        const record = { id: `new-${index}`, ...details };
        known.push(record);
        added.push(record);
        fresh.add(record.id);
        return 'created';
      }),
    );
    for (const [id, details] of changed) await tx.update(customers).set(details).where(eq(customers.id, id));
    const ids = await drawIds(tx, 'customer', added.length);
    await insertMany(
      tx,
      customers,
      added.map(({ name, email, phone, address }, index) => ({
        id: ids[index] as string,
        name,
        email,
        phone,
        address,
      })),
    );
    return results;
  };
}

type SupplierValues = Pick<
  typeof suppliers.$inferSelect,
  'name' | 'email' | 'phone' | 'address' | 'leadTimeDays'
>;

/** The suppliers writer of one import, in its transaction `tx`: a row matches the supplier with its name (case and spaces aside). */
export function suppliersWriter(tx: Executor) {
  return async (chunk: readonly SupplierForm[], mode: ImportMode): Promise<WriteResult[]> => {
    const nameKey = sql<string>`lower(trim(${suppliers.name}))`;
    const known = await tx
      .select({
        id: suppliers.id,
        key: nameKey,
        name: suppliers.name,
        email: suppliers.email,
        phone: suppliers.phone,
        address: suppliers.address,
        leadTimeDays: suppliers.leadTimeDays,
      })
      .from(suppliers)
      .where(isAnyOf(nameKey, [...new Set(chunk.map((form) => form.name.trim().toLowerCase()))]));
    const byName = new Map<string, SupplierValues & { id: string }>();
    for (const { key, ...supplier } of known) if (!byName.has(key)) byName.set(key, supplier);
    // The chunk's new suppliers, as later rows match them; changes to those go into their insert.
    const added: (SupplierValues & { id: string })[] = [];
    const changed = new Map<string, SupplierValues>();
    const fresh = new Set<string>();
    const results = chunk.map((form, index) =>
      outcomeOrRefusal(() => {
        const values = valueOrThrow(validateSupplierForm(form));
        const key = values.name.toLowerCase();
        const match = byName.get(key);
        if (match && mode === 'create') return 'unchanged';
        if (match) {
          if (holds(match, values)) return 'unchanged';
          Object.assign(match, values);
          if (!fresh.has(match.id)) changed.set(match.id, values);
          return 'updated';
        }
        const record = { id: `new-${index}`, ...values };
        byName.set(key, record);
        added.push(record);
        fresh.add(record.id);
        return 'created';
      }),
    );
    for (const [id, values] of changed) await tx.update(suppliers).set(values).where(eq(suppliers.id, id));
    const ids = await drawIds(tx, 'supplier', added.length);
    await insertMany(
      tx,
      suppliers,
      added.map((record, index) => ({ ...record, id: ids[index] as string })),
    );
    return results;
  };
}
