// A sale's receipt as lines of fixed-width text: the one layout the screen, the printers (80 mm
// and A4) and the PDF all show, so a reprint reads as the first print did.
import { type Cents, formatMoney } from '../format/money';
import { PAYMENT_OPTIONS } from './pos';
import type { SaleDetail } from './sale';
import type { TillSettings } from './tillSettings';

/** Characters on a receipt line: what an 80 mm printer fits in its standard font. */
export const RECEIPT_WIDTH = 42;

export const RECEIPT_THANKS = 'Thank you for shopping with us';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** When a sale was made, in the business's timezone: "Nov 27, 2026, 2:03 PM". */
export function receiptTime(iso: string, timezone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timezone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(at);
  }
}

const rule = '-'.repeat(RECEIPT_WIDTH);

/** Text centred on a line (cut to fit). */
function centred(text: string): string {
  const cut = text.slice(0, RECEIPT_WIDTH);
  return ' '.repeat(Math.floor((RECEIPT_WIDTH - cut.length) / 2)) + cut;
}

/** A label on the left and an amount on the right; a label too long is cut to leave room. */
function row(label: string, amount: string): string {
  const room = RECEIPT_WIDTH - amount.length - 1;
  const left = label.length > room ? `${label.slice(0, Math.max(0, room - 1))}…` : label;
  return `${left}${' '.repeat(RECEIPT_WIDTH - left.length - amount.length)}${amount}`;
}

/** Long text broken into lines of the receipt's width, at spaces where it can. */
function wrapped(text: string, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : `${indent}${word}`;
    if (next.length > RECEIPT_WIDTH && line) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.map((each) => each.slice(0, RECEIPT_WIDTH));
}

const minus = (cents: Cents) => `-${formatMoney(cents)}`;

/**
 * The receipt of a till sale: the business's name, address and phone (from the settings), the sale
 * number, its date and time in the business's timezone, the cashier and customer, each line (with
 * its own discount and reason), the subtotal, the cart discount, tax at its rate, the delivery fee,
 * the total, each tender and the change. A sale kept without its money has its lines and total.
 */
export function receiptText(detail: SaleDetail, till: Pick<TillSettings, 'business' | 'timezone'>): string[] {
  const { sale, lines, money } = detail;
  const out: string[] = [];
  out.push(centred(till.business.name));
  for (const part of wrapped(till.business.address)) out.push(centred(part.trim()));
  if (till.business.phone) out.push(centred(till.business.phone));
  out.push(rule);
  out.push(`Sale ${sale.id}`);
  out.push(detail.soldAt ? receiptTime(detail.soldAt, till.timezone) : sale.date);
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
      const label = PAYMENT_OPTIONS.find((option) => option.value === tender.method)?.label ?? tender.method;
      out.push(row(tender.reference ? `${label} (${tender.reference})` : label, formatMoney(tender.amount)));
    }
    if (money.change > 0) out.push(row('Change', formatMoney(money.change)));
  }
  out.push(rule);
  out.push(centred(RECEIPT_THANKS));
  return out;
}
