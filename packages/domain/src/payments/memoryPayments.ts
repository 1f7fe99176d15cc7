// The payments ledger in the in-memory contract: records kept newest first, written by the sales,
// returns, drawers and invoice payments of the memory in the same step as their documents.
import type { WarehouseApi } from '../contract/contract';
import { pageOfList } from '../contract/page';
import { searchIndexOf } from '../search/search';
import { paymentSearchFields, paymentTotals, sumsByMethod } from './ledger';
import type { PaymentRecord, PaymentsQuery } from './payments';

export function memoryPayments(today: () => string, history: readonly PaymentRecord[] = []) {
  // Newest first; a new array at each record, so the search index made of one stays its own.
  let kept: readonly PaymentRecord[] = [...history];
  let count = 0;

  const matchesFilters =
    (query: PaymentsQuery) =>
    (payment: PaymentRecord): boolean =>
      (query.method === undefined || payment.method === query.method) &&
      (query.kind === undefined || payment.kind === query.kind) &&
      (query.customerId === undefined || payment.customerId === query.customerId) &&
      (query.from === undefined || payment.day >= query.from) &&
      (query.to === undefined || payment.day <= query.to);

  const calls: Pick<WarehouseApi, 'listPayments' | 'getPaymentTotals'> = {
    listPayments: async (query = {}) => {
      const matches = searchIndexOf(kept, paymentSearchFields)(query.search ?? '', matchesFilters(query));
      return structuredClone(pageOfList(matches, query, (payment) => payment.id));
    },
    getPaymentTotals: async (query = {}) => {
      const day = query.day ?? today();
      return paymentTotals(day, sumsByMethod(kept.filter((payment) => payment.day === day)));
    },
  };
  return {
    calls,
    /** A new record's id in memory. */
    newId: (): string => {
      count += 1;
      return `PAYMENT-${String(count).padStart(6, '0')}`;
    },
    /** Records a document's payments, in the order it made them (the last made is the newest). */
    record: (payments: readonly PaymentRecord[]) => {
      kept = [...structuredClone(payments)].reverse().concat(kept);
    },
  };
}
