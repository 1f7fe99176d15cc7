import type { Sale, SaleMoney, SoldLine } from '@warehouse/domain/pos';
import type { saleLines, sales, saleTenders } from '../../db/schema';

type SaleRow = typeof sales.$inferSelect;

/** A sale as a row; with its money, a till sale's. */
export function saleRow(sale: Sale, money?: SaleMoney): typeof sales.$inferInsert {
  return {
    id: sale.id,
    customer: sale.customer,
    amountCents: sale.amount,
    status: sale.status,
    paymentMethod: sale.paymentMethod,
    date: sale.date,
    items: sale.items,
    customerId: sale.customerId ?? null,
    ...(money
      ? {
          subtotalCents: money.subtotal,
          discountCents: money.discount,
          cartDiscountCents: money.cartDiscount,
          cartDiscountReason: money.cartDiscountReason ?? null,
          taxCents: money.tax,
          taxRateHundredths: Math.round(money.taxRatePercent * 100),
          deliveryFeeCents: money.deliveryFee,
          changeCents: money.change,
        }
      : {}),
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

/** A till sale's money from its row and its tenders; none for a sale kept without it. */
export function saleMoneyOf(
  row: SaleRow,
  tenders: readonly Pick<typeof saleTenders.$inferSelect, 'method' | 'amountCents' | 'reference'>[],
): SaleMoney | undefined {
  if (row.subtotalCents === null) return undefined;
  return {
    subtotal: row.subtotalCents,
    discount: row.discountCents ?? 0,
    cartDiscount: row.cartDiscountCents ?? 0,
    ...(row.cartDiscountReason ? { cartDiscountReason: row.cartDiscountReason } : {}),
    tax: row.taxCents ?? 0,
    taxRatePercent: (row.taxRateHundredths ?? 0) / 100,
    deliveryFee: row.deliveryFeeCents ?? 0,
    total: row.amountCents,
    tenders: tenders.map((tender) => ({
      method: tender.method as SaleMoney['tenders'][number]['method'],
      amount: tender.amountCents,
      ...(tender.reference ? { reference: tender.reference } : {}),
    })),
    change: row.changeCents ?? 0,
  };
}

/** A sale's lines as rows, numbered in the cart's order. */
export function saleLineRows(saleId: string, lines: readonly SoldLine[]): (typeof saleLines.$inferInsert)[] {
  return lines.map((line, lineNo) => ({
    saleId,
    lineNo,
    itemId: line.id,
    name: line.name,
    unitPriceCents: line.price,
    quantity: line.quantity,
    // A line sold at the till keeps its money; the sample's history has its lines alone.
    ...(line.tax !== undefined
      ? {
          discountCents: line.discount ?? 0,
          taxCents: line.tax,
          discountReason: line.discountReason ?? null,
        }
      : {}),
  }));
}

/** A sale's tenders as rows, numbered in the order taken. */
export function saleTenderRows(saleId: string, money: SaleMoney): (typeof saleTenders.$inferInsert)[] {
  return money.tenders.map((tender, tenderNo) => ({
    saleId,
    tenderNo,
    method: tender.method,
    amountCents: tender.amount,
    reference: tender.reference ?? null,
  }));
}
