// The Invoices list's rules where a list is held whole (the in-memory contract): its row, its search
// and its filters, newest first.
import type { Cents } from '../format/money';
import type { Invoice, InvoiceSummary, InvoicesQuery } from './invoice';

export const invoiceSummary = (invoice: Invoice): InvoiceSummary => ({
  number: invoice.number,
  saleId: invoice.saleId,
  customerId: invoice.customerId,
  customerName: invoice.customer.name,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  total: invoice.total,
  balance: invoice.balance,
  status: invoice.status,
  currency: invoice.currency,
});

/** Whether an invoice is one the query asks for: its number or customer's name contains the search (any case). */
export function invoiceMatches(invoice: InvoiceSummary, query: InvoicesQuery): boolean {
  const search = (query.search ?? '').trim().toLowerCase();
  return (
    (search === '' ||
      invoice.number.toLowerCase().includes(search) ||
      invoice.customerName.toLowerCase().includes(search)) &&
    (query.status === undefined || invoice.status === query.status) &&
    (query.from === undefined || invoice.issueDate >= query.from) &&
    (query.to === undefined || invoice.issueDate <= query.to)
  );
}

/** The menu's Invoices badge: the invoices that still owe something (unpaid, partly paid or overdue). */
export const owesSomething = (invoice: { balance: Cents; status: string }) =>
  invoice.balance > 0 && invoice.status !== 'credited';
