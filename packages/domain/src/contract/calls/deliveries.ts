// Deliveries to the door, and the riders who make them.
import { z } from 'zod';
import { DISPATCH } from '../../accounts/roles';
import type { DeliveryStats } from '../../deliveries/deliveries';
import {
  DELIVERY_PRIORITIES,
  DELIVERY_STATUSES,
  type DeliveriesQuery,
  type Delivery,
} from '../../deliveries/delivery';
import type { DeliveryRequest } from '../../deliveries/deliveryForSale';
import {
  RIDER_STATUSES,
  type Rider,
  type RiderForm,
  type RiderListEntry,
  VEHICLE_TYPES,
  ZONES,
} from '../../deliveries/rider';
import type { RiderStats } from '../../deliveries/riders';
import { defineCall } from '../call';
import { id, listQuery, num, pageOf, pageQuery, str, text } from '../shapes';

/** Who sees and makes deliveries: dispatch, and the cashier who sells them. */
const DELIVERY_DESK = [...DISPATCH, 'cashier'] as const;

/** A delivery as its screens show it (a Fast Delivery sale makes one too). */
export const delivery: z.ZodType<Delivery> = z.object({
  id: str,
  orderId: str,
  customer: z.object({ name: str, phone: str, address: str }),
  rider: z.object({ id: str, name: str, phone: str }).optional(),
  items: num,
  totalAmount: num,
  status: z.enum(DELIVERY_STATUSES),
  priority: z.enum(DELIVERY_PRIORITIES),
  estimatedTime: str,
  createdAt: str,
  pickupTime: str.optional(),
});

const deliveriesQuery: z.ZodType<DeliveriesQuery> = z.strictObject({
  ...pageQuery,
  status: z.enum(DELIVERY_STATUSES).optional(),
});
const deliveryRequest: z.ZodType<DeliveryRequest> = z.strictObject({
  orderId: text,
  phone: text,
  address: text,
  priority: z.enum(DELIVERY_PRIORITIES).optional(),
});
const deliveryStats: z.ZodType<DeliveryStats> = z.object({
  total: num,
  pending: num,
  inTransit: num,
  delivered: num,
  availableRiders: num,
});

const riderForm: z.ZodType<RiderForm> = z.strictObject({
  name: text,
  phone: text,
  email: text,
  address: text,
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleNumber: text,
  licenseNumber: text,
  zone: z.enum(['', ...ZONES]),
  emergencyContact: text,
  emergencyPhone: text,
});
const rider: z.ZodType<Rider> = z.object({
  id: str,
  name: str,
  phone: str,
  email: str,
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleNumber: str,
  status: z.enum(RIDER_STATUSES),
  rating: num,
  totalDeliveries: num,
  completedToday: num,
  earnings: z.object({ today: num, total: num }),
  location: z.object({ current: str, zone: z.enum(['', ...ZONES]) }),
  joinedDate: str,
  lastActive: str,
});
const riderStats: z.ZodType<RiderStats> = z.object({
  total: num,
  available: num,
  busy: num,
  offline: num,
  completedToday: num,
  averageRating: str,
});
const availableRiders: z.ZodType<RiderListEntry[]> = z.array(
  z.object({ id: str, name: str, status: z.enum(RIDER_STATUSES) }),
);

export const deliveryCalls = {
  /**
   * Deliveries newest first, a page at a time: searched by order id, customer or delivery id (§9),
   * filtered by status. ValidationError for a cursor that is not one of this list's.
   */
  listDeliveries: defineCall({
    method: 'GET',
    path: '/deliveries',
    input: deliveriesQuery,
    output: pageOf(delivery),
    roles: DELIVERY_DESK,
  }),
  /** §9 Delivery stat cards: the five figures, over every delivery and rider. */
  getDeliveryStats: defineCall({
    method: 'GET',
    path: '/delivery-stats',
    output: deliveryStats,
    roles: DELIVERY_DESK,
  }),
  /**
   * "Create Delivery": a new pending delivery for a recorded sale, its items, total, payment and
   * customer taken from the sale. ValidationError keyed by DeliveryRequestField: no order id or
   * address, no such sale, or the sale has a delivery already.
   */
  createDelivery: defineCall({
    method: 'POST',
    path: '/deliveries',
    input: deliveryRequest,
    output: delivery,
    created: true,
    roles: DELIVERY_DESK,
    audit: { kind: 'deliveries', label: 'Created a delivery', record: (_, made) => made?.id ?? null },
    keyed: true,
    changes: ['deliveries'],
  }),
  /** Gives a delivery a rider (status becomes assigned); NotFoundError for unknown ids. */
  assignRider: defineCall({
    method: 'POST',
    path: '/deliveries/:id/rider',
    input: z.strictObject({ riderId: id }),
    output: delivery,
    roles: DISPATCH,
    audit: { kind: 'deliveries', label: 'Assigned a rider', record: ({ id }) => id ?? null },
    keyed: true,
    changes: ['deliveries', 'riders', 'notifications', 'menuBadges'],
  }),
  /**
   * Riders newest first, a page at a time: searched by name, phone, vehicle number or zone (§9).
   * ValidationError for a cursor that is not one of this list's.
   */
  listRiders: defineCall({
    method: 'GET',
    path: '/riders',
    input: listQuery,
    output: pageOf(rider),
    roles: DISPATCH,
  }),
  /** Rider Management's six figures, over every rider. */
  getRiderStats: defineCall({ method: 'GET', path: '/rider-stats', output: riderStats, roles: DISPATCH }),
  /** The riders a delivery can be given (those available), by name: the rider chooser's entries. */
  listAvailableRiders: defineCall({
    method: 'GET',
    path: '/available-riders',
    output: availableRiders,
    roles: DISPATCH,
  }),
  /** "Add Rider"; ValidationError keyed by RiderField. */
  createRider: defineCall({
    method: 'POST',
    path: '/riders',
    input: riderForm,
    output: rider,
    created: true,
    roles: DISPATCH,
    audit: { kind: 'deliveries', label: 'Added a rider', record: (_, made) => made?.id ?? null },
    // The delivery figures count the available riders.
    changes: ['riders', 'deliveries'],
  }),
};
