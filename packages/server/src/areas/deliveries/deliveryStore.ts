// Deliveries and riders on PostgreSQL.
import { NotFoundError, valueOrThrow, type WarehouseApi } from '@warehouse/domain/contract';
import {
  assignRider,
  deliveryForSale,
  riderFromForm,
  validateDeliveryRequest,
  validateRiderForm,
} from '@warehouse/domain/deliveries';
import { isoDate } from '@warehouse/domain/format';
import { riderAssignedRaised } from '@warehouse/domain/overview';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deliveries, notifications, riders, sales } from '../../db/schema';
import { type Executor, writeTogether } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import type { StoreContext } from '../../sql/storeContext';
import { writeTransaction } from '../audit/auditTrail';
import { notificationRows } from '../overview/notificationRecords';
import { saleOf } from '../sales/salesRecords';
import { readDeliveriesPage, readDeliveryStats } from './deliveriesListing';
import { deliveryOf, deliveryRow, riderOf, riderRow } from './deliveryRecords';
import { readAvailableRiders, readRiderStats, readRidersPage } from './ridersListing';

type DeliveryCalls = Pick<
  WarehouseApi,
  | 'listDeliveries'
  | 'getDeliveryStats'
  | 'createDelivery'
  | 'assignRider'
  | 'listRiders'
  | 'getRiderStats'
  | 'listAvailableRiders'
  | 'createRider'
>;

/** Deliveries with their riders' names and phones, newest first (or the one with `id`). */
function selectDeliveries(db: Executor, id?: string) {
  return db
    .select({ delivery: deliveries, rider: { id: riders.id, name: riders.name, phone: riders.phone } })
    .from(deliveries)
    .leftJoin(riders, eq(riders.id, deliveries.riderId))
    .where(id === undefined ? undefined : eq(deliveries.id, id))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
}

export async function readDelivery(db: Executor, id: string) {
  const [row] = await selectDeliveries(db, id);
  return row ? deliveryOf(row.delivery, row.rider) : null;
}

export function deliveryStore(db: Db, context: StoreContext): DeliveryCalls {
  return {
    listDeliveries: (query = {}) => readDeliveriesPage(db, query),
    getDeliveryStats: () => readDeliveryStats(db),
    createDelivery: (request) =>
      writeTransaction(db, async (tx) => {
        const valid = valueOrThrow(validateDeliveryRequest(request));
        // The sale locked: two requests for it at once make one delivery.
        const [sale] = await tx.select().from(sales).where(eq(sales.id, valid.orderId)).for('update');
        const [existing] = await tx
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(eq(deliveries.orderId, valid.orderId))
          .limit(1);
        const { at } = context.stamp();
        const delivery = await withNewId(tx, 'delivery', (newId) =>
          deliveryForSale(valid, sale && saleOf(sale), existing !== undefined, newId, at),
        );
        await tx.insert(deliveries).values(deliveryRow(delivery));
        return delivery;
      }),
    assignRider: (deliveryId, { riderId }) =>
      writeTransaction(db, async (tx) => {
        const [row] = await selectDeliveries(tx, deliveryId).for('update', { of: deliveries });
        if (!row) throw new NotFoundError('Delivery', deliveryId);
        const [rider] = await tx.select().from(riders).where(eq(riders.id, riderId));
        if (!rider) throw new NotFoundError('Rider', riderId);
        const updated = assignRider(deliveryOf(row.delivery, row.rider), riderOf(rider));
        await writeTogether(tx, [
          tx.update(deliveries).set(deliveryRow(updated)).where(eq(deliveries.id, deliveryId)),
          tx
            .insert(notifications)
            .values(notificationRows([riderAssignedRaised(rider.name, deliveryId)], context.stamp().at)),
        ]);
        return updated;
      }),
    listRiders: (query = {}) => readRidersPage(db, query),
    getRiderStats: () => readRiderStats(db),
    listAvailableRiders: () => readAvailableRiders(db),
    createRider: (form) =>
      writeTransaction(db, async (tx) => {
        const rider = await withNewId(tx, 'rider', (newId) =>
          riderFromForm(newId(), valueOrThrow(validateRiderForm(form)), isoDate(context.now())),
        );
        await tx.insert(riders).values(riderRow(rider));
        return rider;
      }),
  };
}
