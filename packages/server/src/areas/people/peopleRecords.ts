import type { CustomerRecord } from '@warehouse/domain/people';
import type { customers } from '../../db/schema';

export function customerRow({
  id,
  name,
  email,
  phone,
  address,
}: CustomerRecord): typeof customers.$inferInsert {
  return { id, name, email, phone, address };
}
