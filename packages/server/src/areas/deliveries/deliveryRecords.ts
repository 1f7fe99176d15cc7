import type { Delivery, Rider } from '@warehouse/domain/deliveries';
import type { deliveries, riders } from '../../db/schema';

type RiderRow = typeof riders.$inferSelect;

export function riderRow(rider: Rider): typeof riders.$inferInsert {
  return {
    id: rider.id,
    name: rider.name,
    phone: rider.phone,
    email: rider.email,
    vehicleType: rider.vehicleType,
    vehicleNumber: rider.vehicleNumber,
    status: rider.status,
    rating: rider.rating,
    totalDeliveries: rider.totalDeliveries,
    completedToday: rider.completedToday,
    earningsTodayCents: rider.earnings.today,
    earningsTotalCents: rider.earnings.total,
    currentLocation: rider.location.current,
    zone: rider.location.zone,
    joinedDate: rider.joinedDate,
    lastActive: rider.lastActive,
  };
}

export function riderOf(row: RiderRow): Rider {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    vehicleType: row.vehicleType as Rider['vehicleType'],
    vehicleNumber: row.vehicleNumber,
    status: row.status as Rider['status'],
    rating: row.rating,
    totalDeliveries: row.totalDeliveries,
    completedToday: row.completedToday,
    earnings: { today: row.earningsTodayCents, total: row.earningsTotalCents },
    location: { current: row.currentLocation, zone: row.zone as Rider['location']['zone'] },
    joinedDate: row.joinedDate,
    lastActive: row.lastActive,
  };
}

export function deliveryRow(delivery: Delivery): typeof deliveries.$inferInsert {
  return {
    id: delivery.id,
    orderId: delivery.orderId,
    customerName: delivery.customer.name,
    customerPhone: delivery.customer.phone,
    customerAddress: delivery.customer.address,
    riderId: delivery.rider?.id ?? null,
    items: delivery.items,
    totalCents: delivery.totalAmount,
    status: delivery.status,
    priority: delivery.priority,
    estimatedTime: delivery.estimatedTime,
    orderedAt: delivery.createdAt,
    pickupTime: delivery.pickupTime ?? null,
  };
}

/** A delivery row with its rider's name and phone (joined), as the contract gives it. */
export function deliveryOf(
  row: typeof deliveries.$inferSelect,
  rider: Pick<RiderRow, 'id' | 'name' | 'phone'> | null,
): Delivery {
  return {
    id: row.id,
    orderId: row.orderId,
    customer: { name: row.customerName, phone: row.customerPhone, address: row.customerAddress },
    ...(rider ? { rider: { id: rider.id, name: rider.name, phone: rider.phone } } : {}),
    items: row.items,
    totalAmount: row.totalCents,
    status: row.status as Delivery['status'],
    priority: row.priority as Delivery['priority'],
    estimatedTime: row.estimatedTime,
    createdAt: row.orderedAt,
    ...(row.pickupTime ? { pickupTime: row.pickupTime } : {}),
  };
}
