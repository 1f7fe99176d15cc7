import type { RecordedSale } from '@warehouse/domain/contract';
import { formatMoney as formatAmount } from '@warehouse/domain/format';
import type { Notice } from '@warehouse/domain/notices';
import { PAYMENT_METHOD_LABELS } from '@warehouse/domain/pos';
import { type Exchange, refundLabel, type SaleReturn } from '@warehouse/domain/returns';

// Success notices for the actions whose texts the spec leaves open (§1: "shown as a notice").

const success = (title: string, message: string): Notice => ({ title, message, destructive: false });

export const productCreatedNotice = (name: string) =>
  success('Product Created', `${name} added to inventory`);
export const productSavedNotice = (name: string) => success('Product Saved', `${name} is up to date`);
export const productArchivedNotice = (name: string) =>
  success('Product Archived', `${name} is off Inventory and the POS; its history is kept`);
export const productDeletedNotice = (name: string) => success('Product Deleted', `${name} was deleted`);
export const staffAddedNotice = (name: string, userId: string) =>
  success('Staff Member Added', `${name} signs in as ${userId} and chooses a password`);
export const staffRoleNotice = (name: string, role: string) =>
  success('Role Changed', `${name} is now ${role}`);
export const staffActiveNotice = (name: string, active: boolean) =>
  active
    ? success('Account Activated', `${name} can sign in again`)
    : success('Account Deactivated', `${name} can no longer sign in`);
export const staffPasswordResetNotice = (name: string) =>
  success('Password Reset', `${name} chooses a new password at their next sign-in`);
export const riderCreatedNotice = (name: string) => success('Rider Added', `${name} is ready for deliveries`);
export const deliveryCreatedNotice = (id: string) => success('Delivery Created', `Delivery ${id} is pending`);
export const riderAssignedNotice = (rider: string, deliveryId: string) =>
  success('Rider Assigned', `${rider} assigned to ${deliveryId}`);
export const stockAdjustedNotice = (binId: string) =>
  success('Stock Adjusted', `The adjustment on ${binId} is recorded`);
export const stockMovedNotice = (quantity: string, from: string, to: string) =>
  success('Stock Moved', `${quantity.trim()} units moved from ${from} to ${to}`);
export const shelfAddedNotice = (id: string) => success('Shelf Added', `Shelf ${id} added`);
export const settingsSavedNotice = () => success('Settings Saved', 'Your changes are stored');
export const passwordChangedNotice = () =>
  success('Password Changed', 'Use your new password next time you sign in');

/** A sale recorded, money in the business's `currency`. */
export function saleRecordedNotice({ sale, delivery }: RecordedSale, currency: string): Notice {
  const formatMoney = (amount: number) => formatAmount(amount, currency);
  if (delivery) {
    return success(
      'Delivery Created',
      `${sale.id} for ${formatMoney(sale.amount)} will arrive in ${delivery.estimatedTime}`,
    );
  }
  if (sale.status === 'pending')
    return success('Store Pickup', `${sale.id} for ${formatMoney(sale.amount)} is ready for pickup`);
  if (sale.paymentMethod === 'account')
    return success('Sold on Account', `${sale.id}: ${formatMoney(sale.amount)} invoiced to ${sale.customer}`);
  return success(
    'Sale Completed',
    `${sale.id}: ${formatMoney(sale.amount)} by ${PAYMENT_METHOD_LABELS[sale.paymentMethod]}`,
  );
}
export const backupTakenNotice = () =>
  success('Backup Created', 'A copy of all your data is kept with your backups');
export const backupRestoredNotice = () =>
  success('Backup Restored', 'The business is as it was in the backup; sign in again to go on');

/** A return recorded: its number, and where its money went (in `currency`). */
export function returnRecordedNotice(saleReturn: SaleReturn, currency: string): Notice {
  const formatMoney = (amount: number) => formatAmount(amount, currency);
  const where = saleReturn.refunds
    .map((refund) => `${formatMoney(refund.amount)} to ${refundLabel(saleReturn, refund.method)}`)
    .join(', ');
  return success('Return Recorded', `${saleReturn.id} for ${saleReturn.saleId}${where ? `: ${where}` : ''}`);
}

/** An exchange: the return and the new sale, and the difference paid or refunded (in `currency`). */
export function exchangeRecordedNotice({ saleReturn, sale, difference }: Exchange, currency: string): Notice {
  const formatMoney = (amount: number) => formatAmount(amount, currency);
  const rest =
    difference > 0
      ? `${formatMoney(difference)} paid`
      : difference < 0
        ? `${formatMoney(-difference)} refunded`
        : 'nothing to pay';
  return success('Exchange Completed', `${saleReturn.id} for ${saleReturn.saleId} and ${sale.id}: ${rest}`);
}

/** A sale voided: undone whole, what it gave back (in `currency`). */
export function saleVoidedNotice(reversal: SaleReturn, currency: string): Notice {
  const formatMoney = (amount: number) => formatAmount(amount, currency);
  return success(
    'Sale Voided',
    `${reversal.saleId}: ${formatMoney(reversal.refund)} given back, its items back in stock`,
  );
}
