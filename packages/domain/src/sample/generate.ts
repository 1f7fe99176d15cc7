import type { Delivery } from '../deliveries/delivery';
import { DELIVERY_PRIORITIES, DELIVERY_STATUSES } from '../deliveries/delivery';
import type { Rider } from '../deliveries/rider';
import { RIDER_STATUSES, VEHICLE_TYPES, ZONES } from '../deliveries/rider';
import { roundCents } from '../format/money';
import type { Customer } from '../people/people';
import type { PosProduct } from '../pos/pos';
import { PAYMENT_METHODS } from '../pos/pos';
import type { Sale } from '../pos/sale';
import { SALE_STATUSES } from '../pos/sale';
import type { PurchaseProduct } from '../purchasing/purchase';
import type { Product } from '../stock/product';
import type { ShelfLocation, ShelfProduct } from '../stock/shelf';
import { stockStatus } from '../stock/stock';
import { CATEGORY_NAMES } from './overview';
import { createRandom, pick, randomInt } from './prng';

const ADJECTIVES = [
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
const NOUNS = [
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

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const money = (random: () => number, min: number, max: number) => roundCents(min + random() * (max - min));
const personName = (random: () => number) => `${pick(random, FIRST)} ${pick(random, LAST)}`;
const phone = (random: () => number) =>
  `+1 (555) ${pad(randomInt(random, 0, 999), 3)}-${pad(randomInt(random, 0, 9999), 4)}`;
const address = (random: () => number) => `${randomInt(random, 1, 999)} ${pick(random, STREETS)}`;
const day = (random: () => number) =>
  `2024-${pad(randomInt(random, 1, 12), 2)}-${pad(randomInt(random, 1, 28), 2)}`;

/** `n` inventory products (ids G000001...), deterministic for a seed. */
export function generateProducts(n: number, seed = 1): Product[] {
  const random = createRandom(seed);
  const out: Product[] = [];
  for (let i = 1; i <= n; i++) {
    const stock = random() < 0.1 ? 0 : randomInt(random, 1, 300);
    const lowStockThreshold = randomInt(random, 5, 25);
    const variantCount = randomInt(random, 0, 3);
    out.push({
      id: `G${pad(i, 6)}`,
      name: `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${i}`,
      sku: `GEN-${pad(i, 6)}`,
      category: pick(random, CATEGORY_NAMES),
      price: money(random, 1, 500),
      stock,
      lowStockThreshold,
      status: stockStatus(stock, lowStockThreshold),
      variants: Array.from({ length: variantCount }, (_, v) => ({
        id: `G${pad(i, 6)}-V${v + 1}`,
        name: `Variant ${v + 1}`,
        stock: randomInt(random, 0, 100),
      })),
    });
  }
  return out;
}

/** `n` POS products. */
export function generatePosProducts(n: number, seed = 1): PosProduct[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => ({
    id: `GPOS-${pad(k + 1, 6)}`,
    name: `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${k + 1}`,
    price: money(random, 1, 500),
    category: pick(random, CATEGORY_NAMES),
    stock: randomInt(random, 0, 300),
  }));
}

/** `n` sales (ids ORD-G000001...). */
export function generateSales(n: number, seed = 1): Sale[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => ({
    id: `ORD-G${pad(k + 1, 6)}`,
    customer: personName(random),
    amount: money(random, 5, 2000),
    status: pick(random, SALE_STATUSES),
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
      earnings: { today: roundCents(completedToday * 12.5), total: money(random, 0, 25000) },
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
      totalAmount: money(random, 5, 2000),
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

/** `n` customers (ids CUST-G000001...). */
export function generateCustomers(n: number, seed = 1): Customer[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => ({
    id: `CUST-G${pad(k + 1, 6)}`,
    name: personName(random),
    email: `customer${k + 1}@example.com`,
    phone: phone(random),
    address: address(random),
    totalOrders: randomInt(random, 0, 60),
    totalSpent: money(random, 0, 10000),
    lastOrder: day(random),
  }));
}

/** `n` purchase-order products (ids PP-G000001...). */
export function generatePurchaseProducts(n: number, seed = 1): PurchaseProduct[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => ({
    id: `PP-G${pad(k + 1, 6)}`,
    name: `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${k + 1}`,
    sku: `GEN-${pad(k + 1, 6)}`,
    currentStock: randomInt(random, 0, 200),
    price: money(random, 1, 300),
  }));
}

/** `n` shelves with unique ids (aisle letter, shelf, position) and 0-6 products each. */
export function generateShelves(n: number, seed = 1): ShelfLocation[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, (_, k) => {
    const aisle = String.fromCharCode(65 + (k % 26)) + (k >= 26 ? String(Math.floor(k / 26)) : '');
    const capacity = randomInt(random, 20, 300);
    const products: ShelfProduct[] = Array.from({ length: randomInt(random, 0, 6) }, (_, p) => {
      const quantity = randomInt(random, 0, 50);
      const reserved = randomInt(random, 0, quantity);
      return {
        id: `SP-${pad(k + 1, 6)}-${p + 1}`,
        name: `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
        sku: `SKU-${pad(k + 1, 6)}-${p + 1}`,
        quantity,
        reserved,
        available: quantity - reserved,
      };
    });
    return {
      id: `${aisle}-1-1`,
      aisle,
      shelf: '1',
      position: '1',
      zone: pick(random, CATEGORY_NAMES),
      capacity,
      occupied: randomInt(random, 0, capacity),
      products,
    };
  });
}
