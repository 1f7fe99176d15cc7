// A customer's statement as lines of fixed-width text for an A4 page: the one layout the screen,
// the printer and the PDF all show (as an invoice's).
import { formatDay } from '../format/format';
import { type Cents, formatMoney } from '../format/money';
import { type CustomerStatement, STATEMENT_LINE_LABELS } from './statement';

/** Characters on a line: an invoice's width (A4 in Courier at 11 pt within its margins). */
const STATEMENT_WIDTH = 72;

const pad = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
const right = (text: string, width: number) => text.padStart(width);
const both = (left: string, value: string) => {
  const room = STATEMENT_WIDTH - value.length - 1;
  return `${pad(left, room)} ${value}`;
};
const rule = '-'.repeat(STATEMENT_WIDTH);

/** The balance as words: what is owed, or what the business owes them back (in credit). */
const balanceLabel = (cents: Cents) => (cents < 0 ? 'In Credit' : 'Balance Due');

export function statementText(statement: CustomerStatement): string[] {
  const money = (cents: Cents) => formatMoney(cents, statement.currency);
  const { business, customer } = statement;
  const period = `${statement.from ? `${formatDay(statement.from)} to ` : 'To '}${formatDay(statement.to)}`;
  const out: string[] = [];
  out.push(both(business.name, 'STATEMENT'));
  out.push(both(business.address, period));
  out.push(
    both([business.phone, business.email].filter(Boolean).join('  '), `Issued ${formatDay(statement.date)}`),
  );
  out.push('');
  out.push('Statement for');
  out.push(customer.name);
  if (customer.address) out.push(customer.address);
  const contact = [customer.phone, customer.email].filter(Boolean).join('  ');
  if (contact) out.push(contact);
  out.push(rule);
  const columns = (date: string, kind: string, reference: string, amount: string, balance: string) =>
    `${pad(date, 13)}${pad(kind, 12)}${pad(reference, 21)}${right(amount, 13)}${right(balance, 13)}`;
  out.push(columns('Date', 'Type', 'Reference', 'Amount', 'Balance'));
  out.push(rule);
  out.push(columns('', 'Opening', '', '', money(statement.openingBalance)));
  for (const line of statement.lines) {
    out.push(
      columns(
        formatDay(line.date),
        STATEMENT_LINE_LABELS[line.kind],
        line.reference || line.description,
        money(line.amount),
        money(line.balance),
      ),
    );
    if (line.reference && line.description) out.push(`${' '.repeat(25)}${pad(line.description, 47)}`);
  }
  if (statement.lines.length === 0) out.push('No entries in this period');
  out.push(rule);
  const total = (label: string, cents: Cents) =>
    `${right(label, STATEMENT_WIDTH - 14)}${right(money(cents), 14)}`;
  out.push(total('Opening Balance', statement.openingBalance));
  out.push(total('Closing Balance', statement.closingBalance));
  out.push(total(balanceLabel(statement.closingBalance), Math.abs(statement.closingBalance)));
  return out;
}
