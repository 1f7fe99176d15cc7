import type { Sale } from '@warehouse/domain/pos';
import type { sales } from '../db/schema';

type SaleRow = typeof sales.$inferSelect;

export function saleRow(sale: Sale): typeof sales.$inferInsert {
  return {
    id: sale.id,
    customer: sale.customer,
    amountCents: sale.amount,
    status: sale.status,
    paymentMethod: sale.paymentMethod,
    date: sale.date,
    items: sale.items,
  };
}

export function saleOf(row: SaleRow): Sale {
  return {
    id: row.id,
    customer: row.customer,
    amount: row.amountCents,
    status: row.status as Sale['status'],
    paymentMethod: row.paymentMethod as Sale['paymentMethod'],
    date: row.date,
    items: row.items,
  };
}
