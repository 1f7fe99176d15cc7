// What a return gives back: each line's share of what the customer paid for it. A line paid its
// gross less its own discount and its share of the cart's, plus its tax; returning part of a line
// gives back that part, rounded so that returning all of it, in any steps, gives back exactly what
// it paid.
import { type Cents, roundCents } from '../format/money';
import { shareInProportion } from '../pos/pricing';
import type { SaleDetail } from '../pos/sale';

/** What each line of the sale was paid, in its order: together, the sale's total less any delivery fee. */
export function linePaidAmounts(detail: SaleDetail): Cents[] {
  const { lines, money, sale } = detail;
  const gross = lines.map((line) => line.price * line.quantity);
  if (!money) return shareInProportion(sale.amount, gross);
  const afterOwn = gross.map((amount, index) => amount - (lines[index]?.discount ?? 0));
  const cartShares = shareInProportion(money.cartDiscount, afterOwn);
  return lines.map((line, index) => (afterOwn[index] ?? 0) - (cartShares[index] ?? 0) + (line.tax ?? 0));
}

/** The refund for `quantity` more units of a line that paid `paid` for `sold`, `returned` already back. */
export function lineRefund(paid: Cents, sold: number, returned: number, quantity: number): Cents {
  const upTo = (units: number) => roundCents((paid * units) / sold);
  return upTo(returned + quantity) - upTo(returned);
}
