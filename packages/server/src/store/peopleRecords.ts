import type { Customer } from '@warehouse/domain/people';
import type { customers } from '../db/schema';

export function customerRow(customer: Customer): typeof customers.$inferInsert {
  const { totalSpent, ...rest } = customer;
  return { ...rest, totalSpentCents: totalSpent };
}

export function customerOf({
  totalSpentCents,
  createdAt: _listed,
  ...rest
}: typeof customers.$inferSelect): Customer {
  return { ...rest, totalSpent: totalSpentCents };
}
