import { ConflictError, NotFoundError, ValidationError, type WarehouseApi } from '@warehouse/domain/contract';
import { sampleSeed } from '@warehouse/domain/sample';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/testDatabase';
import { checkLedger, ledgerProblem } from '../backups/ledgerCheck';
import { createSqlApi } from '../sqlApi';
import { mismatchLine, verifyBooks } from './verifyBooks';

// Issue 38: random sequences of sales, returns, exchanges, voids, invoices, credit notes and invoice payments
// (sales and invoice payments paid with store credit among them)
// on a real database; after every step the stock ledger holds (no balance below zero, each the sum
// of its movements) and verify-books finds nothing. A step the rules refuse (409, 400, 404) is a
// step like any other: it must leave the books as they were.

const databases = testDatabases();

/** Items of the sample's store (the atlas only three: it runs out), and two customers who buy on account up to $150. */
const ITEMS = [
  { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325 },
  { id: 'P012', name: 'Illustrated World Atlas', price: 3599 },
  { id: 'P011-PB', name: 'The Pragmatic Programmer (Paperback)', price: 4200 },
];
const CUSTOMERS = ['CUST-001', 'CUST-002'];

const sell = fc.record({
  kind: fc.constant('sell' as const),
  lines: fc.uniqueArray(
    fc.record({ item: fc.nat(ITEMS.length - 1), quantity: fc.integer({ min: 1, max: 3 }) }),
    {
      minLength: 1,
      maxLength: 3,
      selector: (line) => line.item,
    },
  ),
  pay: fc.constantFrom('cash', 'card', 'split', 'account', 'invoiced', 'storeCredit'),
  customer: fc.option(fc.nat(CUSTOMERS.length - 1), { nil: undefined }),
  overpay: fc.integer({ min: 0, max: 5000 }),
});
const giveBack = fc.record({
  kind: fc.constant('return' as const),
  sale: fc.nat(),
  line: fc.nat(2),
  quantity: fc.integer({ min: 1, max: 3 }),
  restock: fc.boolean(),
  refundTo: fc.constantFrom('original', 'cash', 'store_credit'),
});
const exchange = fc.record({
  kind: fc.constant('exchange' as const),
  sale: fc.nat(),
  line: fc.nat(2),
  item: fc.nat(ITEMS.length - 1),
  quantity: fc.integer({ min: 1, max: 2 }),
  pay: fc.constantFrom('cash', 'card'),
  refundTo: fc.constantFrom('original', 'cash'),
  // Now and then for a customer of its own (the credit keeps store credit with the sale's customer).
  customer: fc.option(fc.nat(CUSTOMERS.length - 1), { nil: undefined }),
});
const voidOne = fc.record({ kind: fc.constant('void' as const), sale: fc.nat() });
const credit = fc.record({ kind: fc.constant('creditNote' as const), sale: fc.nat() });
const pay = fc.record({
  kind: fc.constant('payment' as const),
  customer: fc.nat(CUSTOMERS.length - 1),
  amount: fc.integer({ min: 1, max: 30_000 }),
  method: fc.constantFrom('cash', 'card', 'storeCredit'),
});
const step = fc.oneof({ arbitrary: sell, weight: 4 }, giveBack, exchange, voidOne, credit, pay);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** A refusal by the rules: a 4xx, which changes nothing. */
const refused = (error: unknown) =>
  error instanceof ConflictError || error instanceof ValidationError || error instanceof NotFoundError;

interface Sold {
  id: string;
  invoice?: string;
}

/** What a customer holds as store credit. */
const heldBy = async (api: WarehouseApi, customerId: string | undefined) =>
  customerId ? ((await api.getCustomer(customerId)).storeCredit ?? 0) : 0;

async function take(api: WarehouseApi, s: Step, sold: Sold[], key: () => string): Promise<void> {
  const pick = (index: number) => (sold.length > 0 ? sold[index % sold.length] : undefined);
  switch (s.kind) {
    case 'sell': {
      const customerId = s.customer === undefined ? undefined : CUSTOMERS[s.customer];
      const lines = s.lines.map(({ item, quantity }) => ({ ...ITEMS[item]!, quantity }));
      // Store credit up to what the customer holds (now and then over it, or for a walk-in: refused), the rest by card.
      const held = await heldBy(api, customerId);
      const credit = s.overpay % 7 === 0 ? held + 1 + s.overpay : Math.min(held, 1 + s.overpay);
      const choice =
        s.pay === 'account'
          ? { kind: 'account' as const }
          : {
              kind: 'payment' as const,
              tenders:
                s.pay === 'cash'
                  ? [{ method: 'cash' as const, amount: 100_000 + s.overpay }]
                  : s.pay === 'split'
                    ? [{ method: 'cash' as const, amount: 100 + s.overpay }, { method: 'card' as const }]
                    : s.pay === 'storeCredit'
                      ? [{ method: 'storeCredit' as const, amount: credit }, { method: 'card' as const }]
                      : [{ method: 'card' as const }],
            };
      const { sale } = await api.recordSale({
        lines,
        choice,
        ...(customerId ? { customerId } : {}),
        idempotencyKey: key(),
      });
      // Invoiced after the sale: one paid by card, and now and then one paid partly with store credit.
      const invoiced = s.pay === 'invoiced' || (s.pay === 'storeCredit' && s.overpay % 2 === 0);
      const invoice = invoiced && customerId ? (await api.issueInvoice(sale.id)).invoice.number : undefined;
      sold.push({ id: sale.id, ...(invoice ? { invoice } : {}) });
      return;
    }
    case 'return': {
      const sale = pick(s.sale);
      if (!sale) return;
      await api.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: s.line, quantity: s.quantity, restock: s.restock }],
        reason: 'not_wanted',
        refundTo: s.refundTo,
      });
      return;
    }
    case 'exchange': {
      const sale = pick(s.sale);
      if (!sale) return;
      // The new sale may be returned, voided or exchanged again in later steps: its credit goes back where it came from.
      const { sale: made } = await api.recordExchange({
        saleReturn: {
          saleId: sale.id,
          lines: [{ lineNo: s.line, quantity: 1, restock: true }],
          reason: 'wrong_item',
        },
        sale: {
          lines: [{ ...ITEMS[s.item]!, quantity: s.quantity }],
          tenders: [s.pay === 'cash' ? { method: 'cash', amount: 100_000 } : { method: 'card' }],
          ...(s.customer === undefined ? {} : { customerId: CUSTOMERS[s.customer] }),
        },
        refundTo: s.refundTo,
        idempotencyKey: key(),
      });
      sold.push({ id: made.id });
      return;
    }
    case 'void': {
      const sale = pick(s.sale);
      if (sale) await api.voidSale(sale.id);
      return;
    }
    case 'creditNote': {
      const sale = pick(s.sale);
      const invoice = sale?.invoice ?? (sale ? (await api.getSale(sale.id)).invoiceNumber : undefined);
      if (invoice) await api.issueCreditNote(invoice, { reason: 'Taken back' });
      return;
    }
    case 'payment': {
      const customerId = CUSTOMERS[s.customer]!;
      const open = await api.listInvoices({ search: customerId, limit: 50 });
      const owed = open.items.reduce((sum, each) => sum + Math.max(0, each.balance), 0);
      // From store credit: within what they hold and owe, now and then over it (refused).
      const held = await heldBy(api, customerId);
      const fromCredit = s.amount % 5 === 0 ? s.amount : Math.min(s.amount, held, owed);
      if (s.method === 'storeCredit' && fromCredit <= 0) return;
      await api.recordPayment({
        customerId,
        method: s.method,
        amount: s.method === 'storeCredit' ? fromCredit : s.amount,
        date: '2026-11-27',
        invoices: open.items.filter((each) => each.balance > 0).map((each) => each.number),
      });
      return;
    }
  }
}

describe('the books after any sequence of sales, returns, exchanges, voids, invoices and payments (issue 38)', () => {
  it('stock never goes below zero and every balance equation holds after each step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const database = await databases.createSeeded('sample', sampleSeed);
        const api = await createSqlApi(database.db);
        for (const customerId of CUSTOMERS) {
          const customer = await api.getCustomer(customerId);
          await api.updateCustomer(customerId, {
            name: customer.name,
            phone: customer.phone ?? '',
            email: customer.email ?? '',
            address: customer.address ?? '',
            paymentTermsDays: '30',
            creditLimit: '150',
          });
        }
        await api.openDrawer({ float: { amount: 20_000 } });
        let keys = 0;
        const sold: Sold[] = [];
        for (const s of steps) {
          try {
            await take(api, s, sold, () => `books-property-${++keys}`);
          } catch (error) {
            if (!refused(error)) throw error;
          }
          const mismatches = (await verifyBooks(database.db)).map(mismatchLine);
          expect(mismatches, JSON.stringify(s)).toEqual([]);
          expect(ledgerProblem(await checkLedger(database.pool)), JSON.stringify(s)).toBeNull();
        }
      }),
      { numRuns: 10 },
    );
  }, 240_000);
});
