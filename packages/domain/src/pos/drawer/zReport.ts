// A drawer session's Z report as lines of fixed-width text, for the 80 mm slip the screen shows
// and the receipt printer prints: who opened and closed it and when (in the business's time
// zone), its sales by tender, discounts, tax, refunds, paid in and out, and the cash: float,
// expected, counted and the variance.
import { type Cents, DEFAULT_CURRENCY, formatMoney as formatAmount } from '../../format/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../pos';
import { slipCentred as centred, slipRow as row, slipRule as rule, slipTime } from '../slip';
import type { DrawerSession } from './drawer';

/** A variance with its sign, in `currency`: "+$1.50", "-$0.96", "$0.00". */
export const signedMoney = (cents: Cents, currency: string = DEFAULT_CURRENCY) =>
  cents > 0 ? `+${formatAmount(cents, currency)}` : formatAmount(cents, currency);

/**
 * The Z report of a closed session, money in `currency`; an open one's figures so far (an X
 * report), headed so.
 */
export function zReportText(session: DrawerSession, currency: string = DEFAULT_CURRENCY): string[] {
  const time = (iso: string) => slipTime(iso, session.timezone);
  const formatMoney = (cents: Cents) => formatAmount(cents, currency);
  const less = (cents: Cents) => (cents === 0 ? formatMoney(0) : `-${formatMoney(cents)}`);
  const { sales } = session;
  const tenders = PAYMENT_METHODS.map((method) =>
    row(
      `  ${PAYMENT_METHOD_LABELS[method]}${method === 'cash' ? ' (less change)' : ''}`,
      formatMoney(sales.byTender[method]),
    ),
  );
  return [
    centred(session.closedAt ? 'Z REPORT' : 'X REPORT (DRAWER OPEN)'),
    centred(`Drawer session ${session.id.slice(-8)}`),
    rule,
    row('Opened', time(session.openedAt)),
    row('  by', session.openedBy.name),
    ...(session.closedAt && session.closedBy
      ? [row('Closed', time(session.closedAt)), row('  by', session.closedBy.name)]
      : []),
    rule,
    row('Sales', String(sales.count)),
    row('Sales total', formatMoney(sales.total)),
    ...tenders,
    row('Discounts', less(sales.discount)),
    row('Tax', formatMoney(sales.tax)),
    row('Refunds', less(session.refunds)),
    rule,
    row('Float', formatMoney(session.float)),
    row('Cash sales', formatMoney(sales.byTender.cash)),
    row('Cash refunds', less(session.refunds)),
    row('Paid in', formatMoney(session.paidIn)),
    row('Paid out', less(session.paidOut)),
    row('Expected in drawer', formatMoney(session.expected)),
    ...(session.counted !== undefined && session.variance !== undefined
      ? [
          row('Counted', formatMoney(session.counted)),
          row('Variance', signedMoney(session.variance, currency)),
        ]
      : []),
    rule,
  ];
}
