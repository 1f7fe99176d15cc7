// The payments a return and a drawer's paid-in or paid-out make, written in their transactions.
import { dayInZone } from '@warehouse/domain/invoices';
import { drawerCashPayment, refundPayments, saleCustomer } from '@warehouse/domain/payments';
import type { DrawerCashInput } from '@warehouse/domain/pos';
import type { SaleReturn } from '@warehouse/domain/returns';
import type { SQLWrapper } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { payments } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { paymentInserts, paymentRow } from './paymentRecords';

/** Who a return's sale was sold to and the business's time zone: what its payments name and the day they count in. */
export interface RefundPayer {
  customer: string;
  customerId?: string;
  timezone: string;
}

/**
 * The insert of a return's refunds, money out by their methods (cash out of the drawer it came
 * from), under its sale's customer: to go with the return's other writes.
 */
export function refundPaymentInserts(
  tx: Executor,
  saleReturn: Pick<SaleReturn, 'id' | 'saleId' | 'refunds' | 'at' | 'by'>,
  drawerSessionId: string | null,
  payer: RefundPayer,
): SQLWrapper[] {
  const customer = saleCustomer({
    customer: payer.customer,
    ...(payer.customerId ? { customerId: payer.customerId } : {}),
  });
  const day = dayInZone(new Date(saleReturn.at), payer.timezone);
  return paymentInserts(
    tx,
    refundPayments(
      saleReturn,
      customer,
      drawerSessionId,
      { at: saleReturn.at, by: saleReturn.by, day },
      uuidv7,
    ),
  );
}

/** Cash paid into a drawer or out of it (the drawer's record `drawerCashId`): its payment in the session. */
export async function writeDrawerCashPayment(
  tx: Executor,
  move: DrawerCashInput,
  drawer: { drawerCashId: string; sessionId: string; timezone: string },
  stamp: { at: string; by: string },
): Promise<void> {
  const day = dayInZone(new Date(stamp.at), drawer.timezone);
  const record = drawerCashPayment(move, drawer.sessionId, { ...stamp, day }, uuidv7());
  await tx.insert(payments).values({ ...paymentRow(record), drawerCashId: drawer.drawerCashId });
}
