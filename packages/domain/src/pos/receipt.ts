// A sale's receipt as lines of fixed-width text: the one layout the screen, the printers (80 mm
// and A4) and the PDF all show, so a reprint reads as the first print did.
import { type Cents, formatMoney as formatAmount } from '../format/money';
import { tenderLabel } from './pos';
import type { SaleDetail } from './sale';
import {
  slipCentred as centred,
  slipRow as row,
  slipRule as rule,
  slipTime,
  slipWrapped as wrapped,
} from './slip';
import type { TillSettings } from './tillSettings';

const RECEIPT_THANKS = 'Thank you for shopping with us';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The receipt of a till sale: the business's name, address and phone (from the settings), the sale
 * number, its date and time in the business's timezone, the cashier and customer, each line (with
 * its own discount and reason), the subtotal, the cart discount, tax at its rate, the delivery fee,
 * the total, each tender and the change. A sale kept without its money has its lines and total.
 */
export function receiptText(
  detail: SaleDetail,
  till: Pick<TillSettings, 'business' | 'timezone' | 'currency'>,
): string[] {
  const { sale, lines, money } = detail;
  const formatMoney = (cents: Cents) => formatAmount(cents, till.currency);
  const minus = (cents: Cents) => `-${formatMoney(cents)}`;
  const out: string[] = [];
  out.push(centred(till.business.name));
  for (const part of wrapped(till.business.address)) out.push(centred(part.trim()));
  if (till.business.phone) out.push(centred(till.business.phone));
  out.push(rule);
  out.push(`Sale ${sale.id}`);
  out.push(detail.soldAt ? slipTime(detail.soldAt, till.timezone) : sale.date);
  if (detail.soldBy) out.push(`Cashier: ${detail.soldBy}`);
  out.push(`Customer: ${sale.customer}`);
  out.push(rule);
  for (const line of lines) {
    out.push(...wrapped(line.name));
    out.push(row(`  ${line.quantity} x ${formatMoney(line.price)}`, formatMoney(line.price * line.quantity)));
    if (line.discount)
      out.push(
        row(`  Discount${line.discountReason ? ` (${line.discountReason})` : ''}`, minus(line.discount)),
      );
  }
  if (lines.length > 0) out.push(rule);
  if (money) {
    out.push(row('Subtotal', formatMoney(money.subtotal)));
    if (money.cartDiscount > 0)
      out.push(
        row(
          `Discount${money.cartDiscountReason ? ` (${money.cartDiscountReason})` : ''}`,
          minus(money.cartDiscount),
        ),
      );
    out.push(row(`Tax (${percentFormat.format(money.taxRatePercent)}%)`, formatMoney(money.tax)));
    if (money.deliveryFee > 0) out.push(row('Delivery Fee', formatMoney(money.deliveryFee)));
  }
  out.push(row('TOTAL', formatMoney(sale.amount)));
  if (money && money.tenders.length > 0) {
    out.push(rule);
    for (const tender of money.tenders) {
      const label = tenderLabel(tender.method);
      out.push(row(tender.reference ? `${label} (${tender.reference})` : label, formatMoney(tender.amount)));
    }
    if (money.change > 0) out.push(row('Change', formatMoney(money.change)));
  }
  out.push(rule);
  out.push(centred(RECEIPT_THANKS));
  return out;
}
