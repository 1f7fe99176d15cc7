// Invoices, credit notes and payments on PostgreSQL, each write in one audited transaction.
import type { WarehouseApi } from '@warehouse/domain/contract';
import { dayInZone } from '@warehouse/domain/invoices';
import type { Db } from '../../db/database';
import type { Executor } from '../../sql/executor';
import type { StoreContext } from '../../sql/storeContext';
import { actorMay } from '../accounts/actor';
import { writeTransaction } from '../audit/auditTrail';
import { readDocument } from '../overview/businessDocuments';
import { readCustomerStatement } from './customerStatement';
import { readInvoiceDetail } from './invoiceRecords';
import { readInvoicesPage } from './invoicesListing';
import { issueCreditNote } from './issueCreditNote';
import { issueInvoiceIn } from './issueInvoice';
import { recordPaymentIn } from './recordPayment';

type InvoiceCalls = Pick<
  WarehouseApi,
  | 'listInvoices'
  | 'getInvoice'
  | 'issueInvoice'
  | 'issueCreditNote'
  | 'recordPayment'
  | 'getCustomerStatement'
>;

/** The business's today: the day it is in the time zone Settings chooses. */
async function businessToday(on: Executor, context: StoreContext): Promise<string> {
  return dayInZone(context.now(), (await readDocument(on, 'settings')).store.timezone);
}

export function invoicesStore(db: Db, context: StoreContext): InvoiceCalls {
  return {
    listInvoices: async (query = {}) => readInvoicesPage(db, query, await businessToday(db, context)),
    getInvoice: async (number) => {
      const detail = await readInvoiceDetail(db, number, await businessToday(db, context));
      // The payments are seen by the roles that record them (owners and managers); a cashier sees
      // what is paid and owed.
      return actorMay('recordPayment') ? detail : { ...detail, payments: [] };
    },
    issueInvoice: (saleId) => writeTransaction(db, (tx) => issueInvoiceIn(tx, saleId, context)),
    issueCreditNote: (number, input) =>
      writeTransaction(db, async (tx) => {
        await issueCreditNote(tx, { invoiceNumber: number, ...input }, context);
        return readInvoiceDetail(tx, number, await businessToday(tx, context));
      }),
    recordPayment: (input) => writeTransaction(db, (tx) => recordPaymentIn(tx, input, context)),
    getCustomerStatement: (customerId, query = {}) => readCustomerStatement(db, customerId, query, context),
  };
}
