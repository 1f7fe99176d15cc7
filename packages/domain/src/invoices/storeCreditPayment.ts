// Paying invoices with the customer's store credit: up to what they hold and what the invoices
// named owe (store credit never overpays into store credit). The server reads what they hold with
// their row locked.
import { ConflictError, ValidationError } from '../contract/errors';
import type { Validation } from '../contract/validation';
import { type Cents, formatMoney } from '../format/money';
import type { PaymentInput } from './invoice';
import type { PaymentField } from './invoiceRules';

/** What is wrong with a store credit payment of `amount`, if anything: over what is held, or over what is owed. */
function storeCreditPaymentProblem(
  amount: Cents,
  held: Cents,
  owed: Cents,
  currency?: string,
): { over: 'held' | 'owed'; message: string } | undefined {
  if (amount > held)
    return {
      over: 'held',
      message: `The customer holds ${formatMoney(held, currency)} of store credit`,
    };
  if (amount > owed)
    return {
      over: 'owed',
      message: `Store credit pays at most what is owed, ${formatMoney(owed, currency)}`,
    };
  return undefined;
}

/**
 * A payment's store credit checked, once it is allocated (`left`: what no invoice took): none for
 * another method; ConflictError `over_store_credit` over what the customer holds; ValidationError
 * (on the amount) for more than the invoices owe. Answers what it spends of the store credit.
 */
export function storeCreditPaid(payment: PaymentInput, held: Cents, left: Cents, currency?: string): Cents {
  if (payment.method !== 'storeCredit') return 0;
  const problem = storeCreditPaymentProblem(payment.amount, held, payment.amount - left, currency);
  if (problem?.over === 'held')
    throw new ConflictError(
      'over_store_credit',
      { title: 'Not Enough Store Credit', message: problem.message, destructive: true },
      { amount: problem.message },
    );
  if (problem) throw new ValidationError(problem.message, { amount: problem.message });
  return payment.amount;
}

/**
 * "Record Payment"'s check with what the customer holds: a store credit payment within it and what
 * the invoice owes (the form's own, before anything is sent; the server checks again).
 */
export function withinStoreCredit(
  checked: Validation<PaymentInput, PaymentField>,
  held: Cents,
  owed: Cents,
  currency?: string,
): Validation<PaymentInput, PaymentField> {
  if (!checked.ok || checked.value.method !== 'storeCredit') return checked;
  const problem = storeCreditPaymentProblem(checked.value.amount, held, owed, currency);
  return problem ? { ok: false, fieldErrors: { amount: problem.message } } : checked;
}
