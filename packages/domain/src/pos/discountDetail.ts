// What the audit trail says of a discounted sale: each discount, what it took and why.
import { type Cents, formatMoney } from '../format/money';
import type { SaleMoney, SoldLine } from './sale';

/**
 * "Discounts: Dark Chocolate Bar 70% -$0.33 (Loyal customer); cart -$2.39 (Coupon)", or null for
 * a sale without a discount.
 */
export function saleDiscountsDetail(
  lines: readonly SoldLine[],
  money: Pick<SaleMoney, 'cartDiscount' | 'cartDiscountReason'>,
  currency: string,
): string | null {
  const taken = (amount: Cents, reason: string | undefined) =>
    `-${formatMoney(amount, currency)}${reason ? ` (${reason})` : ''}`;
  const parts = lines
    .filter((line) => (line.discount ?? 0) > 0)
    .map((line) => `${line.name} ${taken(line.discount ?? 0, line.discountReason)}`);
  if (money.cartDiscount > 0) parts.push(`cart ${taken(money.cartDiscount, money.cartDiscountReason)}`);
  return parts.length > 0 ? `Discounts: ${parts.join('; ')}` : null;
}
