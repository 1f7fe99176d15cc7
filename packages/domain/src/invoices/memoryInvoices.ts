// Invoices in the in-memory contract, by the invoices' rules: numbers counted per location and
// year, credit notes and payments kept beside them, each customer's store credit.
import type { WarehouseApi } from '../contract/contract';
import { NotFoundError } from '../contract/errors';
import { pageOfList } from '../contract/page';
import { valueOrThrow } from '../contract/validation';
import { isoDateTime } from '../format/format';
import type { CustomerRecord } from '../people/people';
import type { SaleDetail } from '../pos/sale';
import { tillSettingsOf } from '../pos/tillSettings';
import type { Settings } from '../settings/settings';
import type { CreditNote, CreditNoteInput, Invoice, InvoiceDetail, IssuedInvoice, Payment } from './invoice';
import { invoiceMatches, invoiceSummary, owesSomething } from './invoiceList';
import {
  allocatePayment,
  checkPayment,
  creditNoteToIssue,
  invoiceToIssue,
  invoiceWithMoney,
} from './invoiceRules';
import { type DocumentKind, dayInZone, documentNumber, locationCode } from './numbering';
import { customerStatement, STATEMENT_PAYMENT_KINDS, type StatementEntries } from './statement';
import { storeCreditPaid } from './storeCreditPayment';

type InvoiceCalls = Pick<
  WarehouseApi,
  | 'listInvoices'
  | 'getInvoice'
  | 'issueInvoice'
  | 'issueCreditNote'
  | 'recordPayment'
  | 'getCustomerStatement'
>;

export interface MemoryInvoicesNeeds {
  now: () => Date;
  settings: () => Settings;
  sale: (id: string) => SaleDetail;
  customer: (id: string) => CustomerRecord | undefined;
  /** Where the till sells from: the location an invoice is numbered at, by its name. */
  locationName: (id: string) => string;
  /** Who records: the demo owner in memory. */
  actor: () => string;
  /** The customer's returns refunded to their store credit: their statement's lines. */
  storeCreditRefunds: (customerId: string) => Promise<StatementEntries['storeCredits']>;
  /** The customer's sales paid with their store credit: their statement's lines. */
  storeCreditSpent: (customerId: string) => Promise<StatementEntries['storeCreditSpent']>;
}

export function memoryInvoices(needs: MemoryInvoicesNeeds) {
  const counters = new Map<string, number>();
  // Newest first.
  const invoices: IssuedInvoice[] = [];
  const creditNotes: CreditNote[] = [];
  const payments: Payment[] = [];
  const storeCredit = new Map<string, number>();
  let paymentCount = 0;

  const today = () => dayInZone(needs.now(), needs.settings().store.timezone);
  const nextNumber = (kind: DocumentKind, day: string) => {
    const code = locationCode(needs.locationName(needs.settings().store.posLocationId));
    const year = Number(day.slice(0, 4));
    const key = `${kind}-${code}-${year}`;
    const count = (counters.get(key) ?? 0) + 1;
    counters.set(key, count);
    return documentNumber(kind, code, year, count);
  };
  const paidOf = (number: string) =>
    payments
      .flatMap((payment) => payment.allocations)
      .filter((allocation) => allocation.invoiceNumber === number)
      .reduce((sum, allocation) => sum + allocation.amount, 0) -
    notesOf(number).reduce((sum, note) => sum + note.storeCredit + note.refunded, 0);
  const notesOf = (number: string) => creditNotes.filter((note) => note.invoiceNumber === number);
  const withMoney = (issued: IssuedInvoice): Invoice =>
    invoiceWithMoney(
      issued,
      issued.paidAtSale + paidOf(issued.number),
      notesOf(issued.number).reduce((sum, note) => sum + note.amount, 0),
      today(),
    );
  const issuedOf = (number: string) => {
    const issued = invoices.find((each) => each.number === number);
    if (!issued) throw new NotFoundError('Invoice', number);
    return issued;
  };
  const detailOf = (number: string): InvoiceDetail =>
    structuredClone({
      invoice: withMoney(issuedOf(number)),
      creditNotes: notesOf(number),
      // Oldest first, as received.
      payments: [...payments]
        .reverse()
        .flatMap(({ allocations, ...payment }) =>
          allocations
            .filter((allocation) => allocation.invoiceNumber === number)
            .map((allocation) => ({ ...payment, allocated: allocation.amount })),
        ),
    });
  const creditCustomer = (customerId: string, amount: number) => {
    if (amount > 0) storeCredit.set(customerId, (storeCredit.get(customerId) ?? 0) + amount);
  };
  /** Takes what was spent off a customer's store credit (checked by the spender's rule against what they hold). */
  const spendStoreCredit = (customerId: string, amount: number) => {
    const held = storeCredit.get(customerId) ?? 0;
    if (amount > held) throw new Error(`${customerId} holds ${held} of store credit, not ${amount}`);
    if (amount > 0) storeCredit.set(customerId, held - amount);
  };
  /** A credit note on an invoice: its own ("Issue Credit Note"), or a return's of an invoiced sale. */
  const issueCreditNote = (
    number: string,
    input: CreditNoteInput,
    options: { refundPaid?: boolean } = {},
  ): CreditNote => {
    const invoice = withMoney(issuedOf(number));
    const planned = creditNoteToIssue(invoice, notesOf(number), input, options);
    const note = { number: nextNumber('CN', today()), issuedAt: isoDateTime(needs.now()), ...planned };
    creditNotes.unshift(note);
    creditCustomer(invoice.customerId, planned.storeCredit);
    return structuredClone(note);
  };

  const calls: InvoiceCalls = {
    listInvoices: async (query = {}) =>
      pageOfList(
        invoices
          .map((issued) => invoiceSummary(withMoney(issued)))
          .filter((row) => invoiceMatches(row, query)),
        query,
        (row) => row.number,
      ),
    getInvoice: async (number) => detailOf(number),
    issueInvoice: async (saleId) => {
      const detail = needs.sale(saleId);
      const day = today();
      const customer = detail.sale.customerId ? needs.customer(detail.sale.customerId) : undefined;
      const planned = invoiceToIssue(detail, {
        customer,
        termsDays: customer?.paymentTermsDays,
        settings: tillSettingsOf(needs.settings()),
        alreadyInvoiced: invoices.some((each) => each.saleId === saleId),
        today: day,
        issuedAt: isoDateTime(needs.now()),
      });
      const issued = { number: nextNumber('INV', day), ...planned };
      invoices.unshift(issued);
      return detailOf(issued.number);
    },
    issueCreditNote: async (number, input) => {
      issueCreditNote(number, input);
      return detailOf(number);
    },
    recordPayment: async (input) => {
      const checked = valueOrThrow(checkPayment(input));
      const customer = needs.customer(checked.customerId);
      if (!customer) throw new NotFoundError('Customer', checked.customerId);
      const open = invoices.filter((each) => checked.invoices.includes(each.number)).map(withMoney);
      const { allocations, storeCredit: left } = allocatePayment(checked, open);
      const spent = storeCreditPaid(
        checked,
        storeCredit.get(customer.id) ?? 0,
        left,
        needs.settings().store.defaultCurrency,
      );
      paymentCount += 1;
      const payment: Payment = {
        id: `PAY-${String(paymentCount).padStart(6, '0')}`,
        kind: 'invoice_payment',
        customerId: customer.id,
        customerName: customer.name,
        method: checked.method,
        amount: checked.amount,
        ...(checked.reference ? { reference: checked.reference } : {}),
        date: checked.date,
        allocations,
        storeCredit: left,
        recordedAt: isoDateTime(needs.now()),
        recordedBy: needs.actor(),
      };
      payments.unshift(payment);
      creditCustomer(customer.id, left);
      spendStoreCredit(customer.id, spent);
      return structuredClone(payment);
    },
    getCustomerStatement: async (customerId, query = {}) => {
      const customer = needs.customer(customerId);
      if (!customer) throw new NotFoundError('Customer', customerId);
      const theirs = new Set(
        invoices.filter((each) => each.customerId === customerId).map((each) => each.number),
      );
      const till = tillSettingsOf(needs.settings());
      return customerStatement(
        {
          invoices: invoices.filter((each) => theirs.has(each.number)),
          creditNotes: creditNotes.filter((note) => theirs.has(note.invoiceNumber)),
          payments: payments.filter(
            (payment) =>
              payment.customerId === customerId &&
              (STATEMENT_PAYMENT_KINDS as readonly string[]).includes(payment.kind),
          ),
          storeCredits: await needs.storeCreditRefunds(customerId),
          storeCreditSpent: await needs.storeCreditSpent(customerId),
        },
        query,
        {
          customerId,
          customer: {
            name: customer.name,
            address: customer.address,
            phone: customer.phone,
            email: customer.email,
          },
          business: { ...till.business },
          currency: till.currency,
          timezone: needs.settings().store.timezone,
          today: today(),
        },
      );
    },
  };
  return {
    calls,
    issueCreditNote,
    /** Adds to a customer's store credit (a return refunded to it). */
    creditCustomer,
    /** Takes from a customer's store credit (a sale paid with it). */
    spendStoreCredit,
    /** What a customer holds as store credit. */
    storeCreditOf: (customerId: string) => storeCredit.get(customerId) ?? 0,
    /** The number of the sale's invoice, if it has one. */
    invoiceOfSale: (saleId: string) => invoices.find((each) => each.saleId === saleId)?.number,
    /** The menu's Invoices badge. */
    owing: () => invoices.map(withMoney).filter(owesSomething).length,
    /** What a customer's open invoices owe. */
    owedBy: (customerId: string) =>
      invoices
        .filter((each) => each.customerId === customerId)
        .map(withMoney)
        .reduce((sum, invoice) => sum + Math.max(0, invoice.balance), 0),
  };
}
