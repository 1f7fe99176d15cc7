// A payment received against invoices, in one transaction: the customer and the invoices named
// locked (in number order, so two payments never wait on each other in a circle), the domain's
// allocation, the payment and its allocations written, each invoice's paid part, what the customer
// owes and their store credit kept beside them (a payment from store credit takes it off what they hold).
import { NotFoundError, valueOrThrow } from '@warehouse/domain/contract';
import {
  allocatePayment,
  checkPayment,
  dayInZone,
  type Payment,
  type PaymentInput,
  storeCreditPaid,
} from '@warehouse/domain/invoices';
import { invoicesPaid } from '@warehouse/domain/payments';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { customers, invoices, paymentAllocations, payments } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import type { StoreContext } from '../../sql/storeContext';
import { readDocument } from '../overview/businessDocuments';
import { invoiceOf } from './invoiceRecords';

export async function recordPaymentIn(
  tx: Executor,
  input: PaymentInput,
  context: StoreContext,
): Promise<Payment> {
  const checked = valueOrThrow(checkPayment(input));
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name, storeCredit: customers.storeCreditCents })
    .from(customers)
    .where(eq(customers.id, checked.customerId))
    .for('update');
  if (!customer) throw new NotFoundError('Customer', checked.customerId);
  const settings = await readDocument(tx, 'settings');
  const today = dayInZone(context.now(), settings.store.timezone);
  const rows =
    checked.invoices.length === 0
      ? []
      : await tx
          .select()
          .from(invoices)
          .where(inArray(invoices.number, checked.invoices))
          .orderBy(asc(invoices.number))
          .for('update');
  const { allocations, storeCredit } = allocatePayment(
    checked,
    rows.map((row) => invoiceOf(row, today)),
  );
  // Paid from store credit: within what they hold (their row is locked) and what is owed.
  const spent = storeCreditPaid(checked, customer.storeCredit, storeCredit, settings.store.defaultCurrency);
  const stamp = context.stamp();
  const id = uuidv7();
  await tx.insert(payments).values({
    id,
    kind: 'invoice_payment',
    customerId: customer.id,
    customerName: customer.name,
    document: invoicesPaid({ allocations }),
    method: checked.method,
    amountCents: checked.amount,
    reference: checked.reference ?? null,
    date: checked.date,
    storeCreditCents: storeCredit,
    recordedAt: stamp.at,
    recordedBy: stamp.by,
  });
  if (allocations.length > 0) {
    await tx
      .insert(paymentAllocations)
      .values(
        allocations.map((a) => ({ paymentId: id, invoiceNumber: a.invoiceNumber, amountCents: a.amount })),
      );
  }
  for (const allocation of allocations) {
    await tx
      .update(invoices)
      .set({ paidCents: sql`${invoices.paidCents} + ${allocation.amount}` })
      .where(eq(invoices.number, allocation.invoiceNumber));
  }
  const allocated = allocations.reduce((sum, a) => sum + a.amount, 0);
  await tx
    .update(customers)
    .set({
      owedCents: sql`${customers.owedCents} - ${allocated}`,
      storeCreditCents: sql`${customers.storeCreditCents} + ${storeCredit - spent}`,
    })
    .where(eq(customers.id, customer.id));
  return {
    id,
    kind: 'invoice_payment',
    customerId: customer.id,
    customerName: customer.name,
    method: checked.method,
    amount: checked.amount,
    ...(checked.reference ? { reference: checked.reference } : {}),
    date: checked.date,
    allocations,
    storeCredit,
    recordedAt: new Date(stamp.at).toISOString(),
    recordedBy: stamp.by,
  };
}
