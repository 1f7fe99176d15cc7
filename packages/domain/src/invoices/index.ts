// Invoices, credit notes and payments received against invoices.
export * from './invoice';
export { invoiceSummary, owesSomething } from './invoiceList';
export {
  allocatePayment,
  checkPayment,
  creditNoteToIssue,
  invoiceLinesOf,
  invoiceStatus,
  invoiceToIssue,
  invoiceWithMoney,
} from './invoiceRules';
export { memoryInvoices } from './memoryInvoices';
export { type DocumentKind, dayInZone, documentNumber, locationCode } from './numbering';
