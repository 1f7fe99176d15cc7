import type { Cents } from '../format/money';
import type { Option, Tone } from '../notices/tone';

/** §4 Rider status. */
export type RiderStatus = 'available' | 'busy' | 'offline';

export const RIDER_STATUSES: readonly RiderStatus[] = ['available', 'busy', 'offline'];

export const RIDER_STATUS_LABELS: Readonly<Record<RiderStatus, string>> = {
  available: 'Available',
  busy: 'Busy',
  offline: 'Offline',
};

export const RIDER_STATUS_TONES: Readonly<Record<RiderStatus, Tone>> = {
  available: 'positive',
  busy: 'caution',
  offline: 'neutral',
};

/** §9 Vehicle types. */
export type VehicleType = 'bike' | 'scooter' | 'car';

export const VEHICLE_TYPES: readonly VehicleType[] = ['bike', 'scooter', 'car'];

export const VEHICLE_TYPE_LABELS: Readonly<Record<VehicleType, string>> = {
  bike: 'Bicycle',
  scooter: 'Scooter/Motorcycle',
  car: 'Car',
};

export const VEHICLE_TYPE_OPTIONS: readonly Option<VehicleType>[] = VEHICLE_TYPES.map((value) => ({
  value,
  label: VEHICLE_TYPE_LABELS[value],
}));

/** §9 Zones. */
export type Zone = 'zone-a' | 'zone-b' | 'zone-c' | 'zone-d' | 'zone-e';

export const ZONES: readonly Zone[] = ['zone-a', 'zone-b', 'zone-c', 'zone-d', 'zone-e'];

export const ZONE_LABELS: Readonly<Record<Zone, string>> = {
  'zone-a': 'Downtown',
  'zone-b': 'Midtown',
  'zone-c': 'Uptown',
  'zone-d': 'East Side',
  'zone-e': 'West Side',
};

export const ZONE_OPTIONS: readonly Option<Zone>[] = ZONES.map((value) => ({
  value,
  label: ZONE_LABELS[value],
}));

/** §3 Rider list entry (the rider picker of Delivery Management). */
export interface RiderListEntry {
  id: string;
  name: string;
  status: RiderStatus;
}

/** §3 Rider form. All strings as typed; `zone` is '' when not chosen. */
export interface RiderForm {
  name: string;
  phone: string;
  email: string;
  address: string;
  vehicleType: VehicleType;
  vehicleNumber: string;
  licenseNumber: string;
  zone: Zone | '';
  emergencyContact: string;
  emergencyPhone: string;
}

/** §3 Rider record. `location.zone` is a zone id, or '' when none. Dates are YYYY-MM-DD. */
export interface Rider {
  id: string;
  name: string;
  phone: string;
  email: string;
  vehicleType: VehicleType;
  vehicleNumber: string;
  status: RiderStatus;
  rating: number;
  totalDeliveries: number;
  completedToday: number;
  earnings: { today: Cents; total: Cents };
  location: { current: string; zone: Zone | '' };
  joinedDate: string;
  lastActive: string;
}
