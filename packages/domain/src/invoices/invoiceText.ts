// An invoice as lines of fixed-width text for an A4 page: the one layout the screen, the printer
// and the PDF all show (as a receipt's is for the 80 mm roll).
import { formatDay } from '../format/format';
import { type Cents, formatMoney } from '../format/money';
import { INVOICE_STATUS_LABELS, type InvoiceDetail } from './invoice';

/** Characters on an invoice's line: what an A4 page holds in Courier at 11 pt within its margins. */
const INVOICE_WIDTH = 72;

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const pad = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
const right = (text: string, width: number) => text.padStart(width);
/** A left part and a right part on one line, the left cut to leave room. */
const both = (left: string, value: string) => {
  const room = INVOICE_WIDTH - value.length - 1;
  return `${pad(left, room)} ${value}`;
};
const rule = '-'.repeat(INVOICE_WIDTH);

export function invoiceText({ invoice, creditNotes, payments }: InvoiceDetail): string[] {
  const money = (cents: Cents) => formatMoney(cents, invoice.currency);
  const { business, customer } = invoice;
  const out: string[] = [];
  out.push(both(business.name, 'INVOICE'));
  out.push(both(business.address, invoice.number));
  out.push(
    both(
      [business.phone, business.email].filter(Boolean).join('  '),
      `Issued ${formatDay(invoice.issueDate)}`,
    ),
  );
  out.push(both('', `Due ${formatDay(invoice.dueDate)}`));
  out.push('');
  out.push('Bill to');
  out.push(customer.name);
  if (customer.address) out.push(customer.address);
  const contact = [customer.phone, customer.email].filter(Boolean).join('  ');
  if (contact) out.push(contact);
  out.push('');
  out.push(both(`Sale ${invoice.saleId}`, INVOICE_STATUS_LABELS[invoice.status]));
  out.push(rule);
  const columns = (name: string, qty: string, unit: string, discount: string, tax: string, amount: string) =>
    `${pad(name, 26)}${right(qty, 5)}${right(unit, 11)}${right(discount, 10)}${right(tax, 9)}${right(amount, 11)}`;
  out.push(columns('Item', 'Qty', 'Unit Price', 'Discount', 'Tax', 'Amount'));
  out.push(rule);
  for (const line of invoice.lines) {
    out.push(
      columns(
        line.name,
        String(line.quantity),
        money(line.price),
        line.discount ? `-${money(line.discount)}` : '',
        money(line.tax),
        money(line.total),
      ),
    );
  }
  out.push(rule);
  const total = (label: string, cents: Cents) =>
    `${right(label, INVOICE_WIDTH - 14)}${right(money(cents), 14)}`;
  out.push(total('Subtotal', invoice.subtotal));
  if (invoice.discount) out.push(total('Discount', -invoice.discount));
  out.push(total(`Tax (${percentFormat.format(invoice.taxRatePercent)}%)`, invoice.tax));
  if (invoice.deliveryFee) out.push(total('Delivery', invoice.deliveryFee));
  out.push(total('Total', invoice.total));
  if (invoice.paid) out.push(total('Paid', -invoice.paid));
  if (invoice.credited) out.push(total('Credited', -invoice.credited));
  out.push(total('Balance Due', invoice.balance));
  if (creditNotes.length > 0) {
    out.push('');
    out.push('Credit notes');
    for (const note of creditNotes)
      out.push(both(`${note.number}  ${note.reason}`, `-${money(note.amount)}`));
  }
  if (payments.length > 0 || invoice.paidAtSale > 0) {
    out.push('');
    out.push('Payments');
    if (invoice.paidAtSale > 0)
      out.push(
        both(
          `${formatDay(invoice.issueDate)}  Paid at the till (${invoice.saleId})`,
          `-${money(invoice.paidAtSale)}`,
        ),
      );
    for (const payment of payments)
      out.push(
        both(`${formatDay(payment.date)}  ${payment.reference ?? ''}`.trim(), `-${money(payment.allocated)}`),
      );
  }
  out.push('');
  out.push(invoice.termsDays > 0 ? `Terms: Net ${invoice.termsDays}` : 'Terms: due on receipt');
  return out;
}
