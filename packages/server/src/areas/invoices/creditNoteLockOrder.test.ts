import type { WarehouseApi } from '@warehouse/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabases } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

/** A sale as the till sends it. */
type CheckoutInput = Parameters<WarehouseApi['recordSale']>[0];

// A credit note and a payment of one customer's invoice at the same moment, on two servers: both
// lock the customer's row before the invoice's, so neither waits on the other in a circle (a
// deadlock, 40P01, would refuse one of them for nothing). A return that credits an invoice locks
// the stock before the customer, as a sale on account does.
const databases = testDatabases();
let second: Database;
let servers: WarehouseApi[] = [];
const CUSTOMER = 'CUST-002';

const deadlocked = (reason: unknown): boolean => {
  const cause = (reason as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === '40P01' || /deadlock/i.test(String(reason));
};

describe('A credit note and a payment of the same invoice at once (issue 38: books that balance)', () => {
  beforeAll(async () => {
    const database = await databases.create();
    await seedWhenEmpty(database.db);
    second = openDatabase(database.url);
    servers = [await createSqlApi(database.db), await createSqlApi(second.db)];
    const customer = await servers[0]!.getCustomer(CUSTOMER);
    await servers[0]!.updateCustomer(CUSTOMER, {
      name: customer.name,
      phone: customer.phone ?? '',
      email: customer.email ?? '',
      address: customer.address ?? '',
      paymentTermsDays: '30',
      creditLimit: '',
    });
  });
  afterAll(() => second.close());

  it('never deadlock: each is recorded or refused by the rules', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { sale } = await servers[0]!.recordSale({
        lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 }],
        choice: { kind: 'account' },
        customerId: CUSTOMER,
        idempotencyKey: `lock-order-${round}`,
      });
      const invoice = (await servers[0]!.getSale(sale.id)).invoiceNumber ?? '';
      expect(invoice).toMatch(/^INV-/);
      const outcomes = await Promise.allSettled([
        servers[0]!.issueCreditNote(invoice, { reason: 'Taken back' }),
        servers[1]!.recordPayment({
          customerId: CUSTOMER,
          method: 'cash',
          amount: 100,
          date: '2026-11-27',
          invoices: [invoice],
        }),
      ]);
      const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(refusals.filter(deadlocked)).toEqual([]);
    }
  });

  it('a return of an invoiced sale and a sale on account to the same customer at once: both recorded, no deadlock', async () => {
    const onAccount = (key: string): CheckoutInput => ({
      lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 }],
      choice: { kind: 'account' },
      customerId: CUSTOMER,
      idempotencyKey: key,
    });
    for (let round = 0; round < 8; round += 1) {
      const { sale } = await servers[0]!.recordSale(onAccount(`lock-order-return-${round}`));
      // The bar goes back where the next sale takes it from: both lock its stock and the customer.
      const outcomes = await Promise.allSettled([
        servers[0]!.recordReturn({
          saleId: sale.id,
          lines: [{ lineNo: 0, quantity: 1, restock: true }],
          reason: 'not_wanted',
          refundTo: 'original',
        }),
        servers[1]!.recordSale(onAccount(`lock-order-sale-${round}`)),
      ]);
      expect(
        outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
      ).toEqual(['ok', 'ok']);
    }
  });
});
