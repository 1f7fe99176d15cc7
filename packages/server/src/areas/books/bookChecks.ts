// The books' equations, each one query over the whole database that returns the records breaking
// it: which record, what the equation expects and what the records hold. verify-books runs every
// check of BOOK_CHECKS; a new part of the books (sales and their refunds) adds its own entries.
import type { BookCheck } from './bookCheck';
import { invoiceChecks } from './invoiceChecks';
import { paymentChecks } from './paymentChecks';
import { saleChecks } from './saleChecks';

export const BOOK_CHECKS: readonly BookCheck[] = [...invoiceChecks, ...saleChecks, ...paymentChecks];
