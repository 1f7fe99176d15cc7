import type { Delivery } from '../deliveries/delivery';
import { DELIVERY_PRIORITIES, DELIVERY_STATUSES } from '../deliveries/delivery';
import type { Rider } from '../deliveries/rider';
import { RIDER_STATUSES, VEHICLE_TYPES, ZONES } from '../deliveries/rider';
import { roundCents } from '../format/money';
import type { Customer } from '../people/people';
import { PAYMENT_METHODS } from '../pos/pos';
import type { Sale } from '../pos/sale';
import { SPEC_SALE_STATUSES } from '../pos/sale';
import { phoneBook } from './phoneBook';
import { createRandom, pick, randomInt } from './prng';

export const ADJECTIVES = [
  'Classic',
  'Premium',
  'Eco',
  'Compact',
  'Deluxe',
  'Smart',
  'Ultra',
  'Portable',
  'Vintage',
  'Pro',
];
export const NOUNS = [
  'Headphones',
  'Jacket',
  'Coffee',
  'Notebook',
  'Lamp',
  'Backpack',
  'Bottle',
  'Speaker',
  'Mat',
  'Kettle',
];
const FIRST = [
  'John',
  'Sarah',
  'Michael',
  'Emily',
  'David',
  'Aisha',
  'Carlos',
  'Priya',
  'Tom',
  'Lena',
  'James',
  'Olivia',
];
const LAST = [
  'Smith',
  'Johnson',
  'Brown',
  'Davis',
  'Wilson',
  'Patel',
  'Rodriguez',
  'Sharma',
  'Nguyen',
  'Fischer',
];
const STREETS = ['Main St', 'Oak Ave', 'Pine Rd', 'Elm St', 'Cedar Ln', 'Maple Dr', 'Birch Blvd', 'Aspen Pl'];

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** An amount in cents from `min` to `max` cents. */
const money = (random: () => number, min: number, max: number) => roundCents(min + random() * (max - min));
const personName = (random: () => number) => `${pick(random, FIRST)} ${pick(random, LAST)}`;
const phone = (random: () => number) =>
  `+1 (555) ${pad(randomInt(random, 0, 999), 3)}-${pad(randomInt(random, 0, 9999), 4)}`;
const address = (random: () => number) => `${randomInt(random, 1, 999)} ${pick(random, STREETS)}`;
const day = (random: () => number) =>
  `2024-${pad(randomInt(random, 1, 12), 2)}-${pad(randomInt(random, 1, 28), 2)}`;

/** `n` sales (ids ORD-G000001...). */
export function generateSales(n: number, seed = 1): Sale[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => ({
    id: `ORD-G${pad(k + 1, 6)}`,
    customer: personName(random),
    amount: money(random, 500, 200_000),
    status: pick(random, SPEC_SALE_STATUSES),
    paymentMethod: pick(random, PAYMENT_METHODS),
    date: day(random),
    items: randomInt(random, 1, 12),
  }));
}

/** `n` riders (ids RDR-G000001...). */
export function generateRiders(n: number, seed = 1): Rider[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => {
    const status = pick(random, RIDER_STATUSES);
    const completedToday = status === 'offline' ? 0 : randomInt(random, 0, 12);
    return {
      id: `RDR-G${pad(k + 1, 6)}`,
      name: personName(random),
      phone: phone(random),
      email: `rider${k + 1}@example.com`,
      vehicleType: pick(random, VEHICLE_TYPES),
      vehicleNumber: `VN-${pad(k + 1, 6)}`,
      status,
      rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
      totalDeliveries: randomInt(random, 0, 2000),
      completedToday,
      earnings: { today: completedToday * 1250, total: money(random, 0, 2_500_000) },
      location: { current: address(random), zone: pick(random, ZONES) },
      joinedDate: day(random),
      lastActive: `${randomInt(random, 1, 59)} mins ago`,
    };
  });
}

/** `n` deliveries (ids DEL-G000001...); assigned and later statuses carry a rider from `riders`. */
export function generateDeliveries(
  n: number,
  seed = 1,
  riders: readonly Rider[] = generateRiders(20, seed),
): Delivery[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => {
    const status = pick(random, DELIVERY_STATUSES);
    const hasRider = status !== 'pending' && status !== 'cancelled' && riders.length > 0;
    const rider = hasRider ? pick(random, riders) : undefined;
    const created = `${day(random)}T${pad(randomInt(random, 8, 20), 2)}:${pad(randomInt(random, 0, 59), 2)}:00`;
    const delivery: Delivery = {
      id: `DEL-G${pad(k + 1, 6)}`,
      orderId: `ORD-G${pad(k + 1, 6)}`,
      customer: { name: personName(random), phone: phone(random), address: address(random) },
      items: randomInt(random, 1, 12),
      totalAmount: money(random, 500, 200_000),
      status,
      priority: pick(random, DELIVERY_PRIORITIES),
      estimatedTime: `${randomInt(random, 5, 45)} mins`,
      createdAt: created,
    };
    if (rider) delivery.rider = { id: rider.id, name: rider.name, phone: rider.phone };
    if (status === 'picked_up' || status === 'in_transit' || status === 'delivered')
      delivery.pickupTime = created;
    return delivery;
  });
}

/** `n` customers (ids CUST-G000001...), each with a phone number of their own. */
export function generateCustomers(n: number, seed = 1): Customer[] {
  const random = createRandom(seed);
  const newPhone = phoneBook();
  return Array.from({ length: n }, (_, k) => ({
    id: `CUST-G${pad(k + 1, 6)}`,
    name: personName(random),
    email: `customer${k + 1}@example.com`,
    phone: newPhone(randomInt(random, 0, 999), randomInt(random, 0, 9999)),
    address: address(random),
    totalOrders: randomInt(random, 0, 60),
    totalSpent: money(random, 0, 1_000_000),
    firstOrder: '2024-01-01',
    lastOrder: day(random),
  }));
}
