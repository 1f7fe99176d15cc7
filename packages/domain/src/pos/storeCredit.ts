// Spending a customer's store credit at the till: a tender of its own, offered whatever Settings →
// Payments turns on, to a customer on record who holds some, up to what they hold and what is due.
// The server reads what they hold with their row locked and refuses a tender over it.
import { ConflictError } from '../contract/errors';
import { type Cents, formatMoney } from '../format/money';
import type { Notice } from '../notices/notice';
import { STORE_CREDIT_LABEL, type TenderMethod } from './pos';
import type { CheckoutInput } from './sale';

/** What tenders take of store credit. */
export const storeCreditTendered = (tenders: readonly { method: TenderMethod; amount?: Cents }[]): Cents =>
  tenders.reduce((sum, tender) => sum + (tender.method === 'storeCredit' ? (tender.amount ?? 0) : 0), 0);

/** Whether a sale as sent pays with store credit: it reads (and locks) its customer's. */
export const spendsStoreCredit = (input: Pick<CheckoutInput, 'choice'>): boolean =>
  input.choice.kind === 'payment' && input.choice.tenders.some((tender) => tender.method === 'storeCredit');

/** The tender dialog's option: "Store Credit ($12.50 available)", the amount as the till formats it. */
export const storeCreditOptionLabel = (available: string): string =>
  `${STORE_CREDIT_LABEL} (${available} available)`;

const STORE_CREDIT_NEEDS_CUSTOMER_NOTICE: Notice = {
  title: 'Sale Not Recorded',
  message: 'Choose a customer on record to pay with store credit',
  destructive: true,
};

export const STORE_CREDIT_IN_EXCHANGE_NOTICE: Notice = {
  title: 'Sale Not Recorded',
  message: 'An exchange’s difference is paid by cash, card or mobile wallet, not store credit',
  destructive: true,
};

/** More store credit tendered than the customer holds, with the figures. */
const overStoreCreditNotice = (name: string, held: Cents, tendered: Cents, currency?: string): Notice => ({
  title: 'Not Enough Store Credit',
  message: `${name} holds ${formatMoney(held, currency)} of store credit; ${formatMoney(tendered, currency)} was tendered`,
  destructive: true,
});

/**
 * What a sale spends of its customer's store credit: none without a store credit tender; refused
 * for a walk-in or a name typed at the till, and over what the customer holds.
 */
export function storeCreditSpent(
  tendered: Cents,
  customer: { id: string; name: string } | undefined,
  held: Cents,
  currency?: string,
): { customerId: string; amount: Cents } | null {
  if (tendered <= 0) return null;
  if (!customer) throw new ConflictError('wrong_status', STORE_CREDIT_NEEDS_CUSTOMER_NOTICE);
  if (tendered > held)
    throw new ConflictError(
      'over_store_credit',
      overStoreCreditNotice(customer.name, held, tendered, currency),
    );
  return { customerId: customer.id, amount: tendered };
}
