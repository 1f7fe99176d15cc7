// @warehouse/domain/payments: the payments ledger, every money movement one record.
export {
  drawerCashPayment,
  historySalePayment,
  invoicesPaid,
  type MethodSums,
  paymentTotals,
  refundPayments,
  saleCustomer,
  salePayments,
} from './ledger';
export * from './payments';
