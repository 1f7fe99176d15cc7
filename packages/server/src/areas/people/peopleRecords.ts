import type { CustomerRecord } from '@warehouse/domain/people';
import type { customers } from '../../db/schema';

export function customerRow({
  id,
  name,
  email,
  phone,
  address,
  paymentTermsDays,
  creditLimit,
}: CustomerRecord): typeof customers.$inferInsert {
  return {
    id,
    name,
    email,
    phone,
    address,
    paymentTermsDays: paymentTermsDays ?? null,
    creditLimitCents: creditLimit ?? null,
  };
}

/** A customer's record from their row's columns: terms and a limit only when they have them. */
export function customerRecordOf(row: {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  paymentTermsDays: number | null;
  creditLimitCents: number | null;
}): CustomerRecord {
  const { paymentTermsDays, creditLimitCents, ...record } = row;
  return {
    ...record,
    ...(paymentTermsDays !== null ? { paymentTermsDays } : {}),
    ...(creditLimitCents !== null ? { creditLimit: creditLimitCents } : {}),
  };
}
