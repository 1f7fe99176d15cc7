import type { CartLine, Sale } from '@warehouse/domain/pos';
import type { saleLines, sales } from '../../db/schema';

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
    customerId: sale.customerId ?? null,
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
    ...(row.customerId ? { customerId: row.customerId } : {}),
  };
}

/** A sale's lines as rows, numbered in the cart's order. */
export function saleLineRows(saleId: string, lines: readonly CartLine[]): (typeof saleLines.$inferInsert)[] {
  return lines.map((line, lineNo) => ({
    saleId,
    lineNo,
    itemId: line.id,
    name: line.name,
    unitPriceCents: line.price,
    quantity: line.quantity,
  }));
}
