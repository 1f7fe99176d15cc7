// Invoices, credit notes and the payments received against them: what each is, as the contract
// carries it. An invoice is frozen once issued (the business, the customer, the lines, the money
// and the due date as they were then); what changes is what has been paid and credited of it.
import type { ListQuery } from '../contract/page';
import type { Cents } from '../format/money';
import type { Notice } from '../notices/notice';
import type { Tone } from '../notices/tone';

/** Where an invoice stands, computed from its money and its due date against the business's today. */
export type InvoiceStatus = 'issued' | 'partiallyPaid' | 'paid' | 'overdue' | 'credited';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'issued',
  'partiallyPaid',
  'paid',
  'overdue',
  'credited',
];
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  issued: 'Issued',
  partiallyPaid: 'Partially Paid',
  paid: 'Paid',
  overdue: 'Overdue',
  credited: 'Credited',
};
export const INVOICE_STATUS_TONES: Readonly<Record<InvoiceStatus, Tone>> = {
  issued: 'info',
  partiallyPaid: 'caution',
  paid: 'positive',
  overdue: 'critical',
  credited: 'neutral',
};

/** A name with its address and how to reach it, as printed on the invoice. */
export interface InvoiceParty {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** A line as invoiced: the sale's line with its share of the cart's discount, its tax and what it costs. */
export interface InvoiceLine {
  lineNo: number;
  itemId: string;
  name: string;
  price: Cents;
  quantity: number;
  /** Every discount on the line: its own and its share of the cart's. */
  discount: Cents;
  tax: Cents;
  /** price × quantity − discount + tax. */
  total: Cents;
}

/** What is frozen when an invoice is issued. */
export interface IssuedInvoice {
  number: string;
  saleId: string;
  customerId: string;
  customer: InvoiceParty;
  business: InvoiceParty;
  /** YYYY-MM-DD, in the business's time zone. */
  issueDate: string;
  dueDate: string;
  /** Days the customer's terms gave (0: due on issue). */
  termsDays: number;
  lines: InvoiceLine[];
  subtotal: Cents;
  discount: Cents;
  tax: Cents;
  taxRatePercent: number;
  deliveryFee: Cents;
  total: Cents;
  /**
   * What the sale had been paid at the till when it was invoiced (its tenders less change): paid
   * from the start, so a sale paid once is never asked for again. 0 for a sale on account.
   */
  paidAtSale: Cents;
  currency: string;
  /** ISO moment. */
  issuedAt: string;
}

/** An invoice with what has been paid and credited of it, its balance and its status today. */
export interface Invoice extends IssuedInvoice {
  paid: Cents;
  credited: Cents;
  balance: Cents;
  status: InvoiceStatus;
}

/** The Invoices list's row. */
export interface InvoiceSummary {
  number: string;
  saleId: string;
  customerId: string;
  customerName: string;
  issueDate: string;
  dueDate: string;
  total: Cents;
  balance: Cents;
  status: InvoiceStatus;
  /** The currency it was issued in. */
  currency: string;
}

export interface CreditNoteLine {
  lineNo: number;
  name: string;
  quantity: number;
  amount: Cents;
}

/** A credit note: cancels part or all of an invoice, with its own number. */
export interface CreditNote {
  number: string;
  invoiceNumber: string;
  issuedAt: string;
  reason: string;
  lines: CreditNoteLine[];
  /** The delivery fee credited with the lines (a whole invoice's credit takes it too). */
  deliveryFee: Cents;
  amount: Cents;
  /** The part of it already paid, given to the customer as store credit. */
  storeCredit: Cents;
  /** The part of it already paid, paid back to the customer by its return (to the sale's tenders or cash). */
  refunded: Cents;
}

/** How a payment against invoices was received, or paid from the customer's store credit. */
export const INVOICE_PAYMENT_METHODS = [
  'bankTransfer',
  'cash',
  'card',
  'cheque',
  'mobile',
  'storeCredit',
] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
export const INVOICE_PAYMENT_METHOD_LABELS: Readonly<Record<InvoicePaymentMethod, string>> = {
  bankTransfer: 'Bank Transfer',
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
  mobile: 'Mobile Payment',
  storeCredit: 'Store Credit',
};

/** A payment's kind: money received against invoices now; refunds and the rest to come. */
type PaymentKind = 'invoice_payment';

export interface PaymentAllocation {
  invoiceNumber: string;
  amount: Cents;
}

/** Money received: how, how much, which invoices it settled, and what was left as store credit. */
export interface Payment {
  id: string;
  kind: PaymentKind;
  customerId: string;
  customerName: string;
  method: InvoicePaymentMethod;
  amount: Cents;
  reference?: string;
  /** The day it was received, YYYY-MM-DD. */
  date: string;
  allocations: PaymentAllocation[];
  storeCredit: Cents;
  recordedAt: string;
  recordedBy: string;
}

/** An invoice as its detail shows it: with its credit notes and the payments against it. */
export interface InvoiceDetail {
  invoice: Invoice;
  creditNotes: CreditNote[];
  payments: (Omit<Payment, 'allocations'> & { allocated: Cents })[];
}

/** The Invoices list: searched by number or customer, filtered by status and issue days (inclusive). */
export interface InvoicesQuery extends ListQuery {
  status?: InvoiceStatus;
  from?: string;
  to?: string;
}

/** "Issue Credit Note": which lines and how many of each (none: all that is left), and why. */
export interface CreditNoteInput {
  lines?: { lineNo: number; quantity: number }[];
  reason: string;
}

/** "Record Payment": received from a customer, settling these invoices in turn, the rest as store credit. */
export interface PaymentInput {
  customerId: string;
  method: InvoicePaymentMethod;
  amount: Cents;
  reference?: string;
  date: string;
  invoices: string[];
}

export const ALREADY_INVOICED_NOTICE: Notice = {
  title: 'Already Invoiced',
  message: 'This sale has an invoice already',
  destructive: true,
};
export const NO_CUSTOMER_NOTICE: Notice = {
  title: 'No Customer',
  message: 'An invoice needs a sale to a customer on record',
  destructive: true,
};
export const NOT_INVOICEABLE_NOTICE: Notice = {
  title: 'Cannot Invoice',
  message: 'Only a sale recorded at the till can be invoiced',
  destructive: true,
};
export const NOTHING_TO_CREDIT_NOTICE: Notice = {
  title: 'Nothing to Credit',
  message: 'This invoice has been credited in full',
  destructive: true,
};

export const INVOICE_ISSUED_NOTICE = (number: string): Notice => ({
  title: 'Invoice Issued',
  message: `${number} has been issued`,
  destructive: false,
});
export const PAYMENT_RECORDED_NOTICE: Notice = {
  title: 'Payment Recorded',
  message: 'The payment has been recorded',
  destructive: false,
};
export const CREDIT_NOTE_ISSUED_NOTICE = (number: string): Notice => ({
  title: 'Credit Note Issued',
  message: `${number} has been issued`,
  destructive: false,
});
