// @warehouse/domain/deliveries: Deliveries and riders: delivery orders, rider assignment, rider figures and the rider form.

export type { DeliveryStats } from './deliveries';
export {
  assignRider,
  canAssignRider,
  deliveryStats,
  deliveryStatsOf,
  riderListEntries,
} from './deliveries';
export type { Delivery, DeliveryPriority, DeliveryStatus, DeliveryStatusFilter } from './delivery';
export {
  DELIVERY_PRIORITIES,
  DELIVERY_PRIORITY_LABELS,
  DELIVERY_PRIORITY_TONES,
  DELIVERY_STATUS_FILTER_OPTIONS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  DELIVERY_STATUSES,
} from './delivery';
export { deliveryToCreate } from './deliveryCommand';
export {
  DELIVERY_REQUEST_MESSAGES,
  type DeliveryRequest,
  type DeliveryRequestField,
  deliveryForSale,
  validateDeliveryRequest,
} from './deliveryForSale';
export type { Rider, RiderForm, RiderListEntry, VehicleType, Zone } from './rider';
export {
  RIDER_STATUS_LABELS,
  RIDER_STATUS_TONES,
  RIDER_STATUSES,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPE_OPTIONS,
  ZONE_LABELS,
  ZONE_OPTIONS,
} from './rider';
export type { RiderField } from './riderForm';
export { emptyRiderForm, RIDER_MESSAGES, riderFromForm, validateRiderForm } from './riderForm';
export { type RiderStats, riderStats, riderStatsOf } from './riders';
