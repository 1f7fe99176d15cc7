// Invoices, credit notes and payments received against invoices.
export * from './invoice';
export { invoiceSummary } from './invoiceList';
export {
  allocatePayment,
  checkCreditNoteReason,
  checkPayment,
  creditNoteToIssue,
  invoiceToIssue,
  invoiceWithMoney,
  isInvoiceable,
} from './invoiceRules';
export { invoiceText } from './invoiceText';
export { type DocumentKind, dayInZone, documentNumber, locationCode } from './numbering';
export {
  type CustomerStatement,
  customerStatement,
  STATEMENT_PAYMENT_KINDS,
  type StatementQuery,
} from './statement';
export { statementText } from './statementText';
export { storeCreditPaid, withinStoreCredit } from './storeCreditPayment';
