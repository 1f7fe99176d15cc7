// @warehouse/domain/payments: the payments ledger, every money movement one record.
export {
  drawerCashPayment,
  historySalePayment,
  invoicePaymentRecord,
  invoicesPaid,
  type MethodSums,
  paymentSearchFields,
  paymentTotals,
  type Recorded,
  refundPayments,
  saleCustomer,
  salePayments,
} from './ledger';
export * from './payments';
