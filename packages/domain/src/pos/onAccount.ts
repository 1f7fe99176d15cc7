// Selling on account: to a customer on record with payment terms, within their credit limit.
import { type Cents, DEFAULT_CURRENCY, formatMoney } from '../format/money';
import type { Notice } from '../notices/notice';

export const ON_ACCOUNT_NEEDS_CUSTOMER_NOTICE: Notice = {
  title: 'Sale Not Recorded',
  message: 'Choose a customer on record to sell on account',
  destructive: true,
};

export const noPaymentTermsNotice = (name: string): Notice => ({
  title: 'Sale Not Recorded',
  message: `${name} has no payment terms: give them terms on the Customers screen to sell on account`,
  destructive: true,
});

/** Over the limit, with the figures (in `currency`): the limit, what they owe, and this sale. */
export const overCreditLimitNotice = (
  limit: Cents,
  owed: Cents,
  sale: Cents,
  currency: string = DEFAULT_CURRENCY,
): Notice => ({
  title: 'Over Credit Limit',
  message: `Credit limit ${formatMoney(limit, currency)}: owes ${formatMoney(owed, currency)}, this sale ${formatMoney(sale, currency)}`,
  destructive: true,
});
