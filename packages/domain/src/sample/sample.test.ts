import { describe, expect, it } from 'vitest';
import { createMemoryApi } from '../contract/memoryApi';
import { everyItem } from '../contract/page';
import { deliveryStats } from '../deliveries/deliveries';
import { DELIVERY_STATUSES } from '../deliveries/delivery';
import { RIDER_STATUSES, VEHICLE_TYPES, ZONES } from '../deliveries/rider';
import { PAYMENT_METHODS } from '../pos/pos';
import { SPEC_SALE_STATUSES } from '../pos/sale';
import { AWAITED_STATUSES, isLate } from '../purchasing/lifecycle';
import { shelfFillTone, visibleProducts } from '../stock/shelving';
import { stockStatus } from '../stock/stock';
import { ACCOUNT_TABS, sampleAccount } from './account';
import { sampleDeliveries } from './deliveries';
import {
  CATEGORY_NAMES,
  LOCATION_NAMES,
  LOW_STOCK_BADGE,
  NOTIFICATION_BADGE,
  sampleCategories,
  sampleDashboard,
  sampleKpis,
  sampleLocations,
  sampleLowStock,
  sampleNotifications,
} from './overview';
import { sampleCustomers, sampleSuppliers } from './people';
import { samplePosProducts } from './pos';
import { sampleProducts } from './products';
import { SAMPLE_AWAITED_PURCHASE_ORDERS } from './purchaseOrders';
import { samplePurchaseProducts } from './purchaseProducts';
import { sampleRiders } from './riders';
import { sampleSales } from './sales';
import { sampleSeed } from './seed';
import { SETTINGS_TABS, sampleSettings } from './settings';
import { sampleShelves } from './shelves';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('§2.5 Analytics: four KPI cards', () => {
  it('has revenue 45231.89 (+20.1%), orders 1250 (+13.6%), new customers 428 (+12.6%), average order 156.78 (+10%)', () => {
    expect(sampleKpis.map((k) => [k.id, k.value, k.change])).toEqual([
      ['revenue', 4523189, 20.1],
      ['orders', 1250, 13.6],
      ['newCustomers', 428, 12.6],
      ['averageOrder', 15678, 10],
    ]);
  });
});

describe('§2.5 Dashboard', () => {
  it('has four summary cards with positive or negative change types', () => {
    expect(sampleDashboard.stats).toHaveLength(4);
    expect(new Set(sampleDashboard.stats.map((s) => s.changeType))).toEqual(
      new Set(['positive', 'negative']),
    );
  });

  it('shows processing among recent orders', () => {
    expect(sampleDashboard.recentOrders.some((o) => o.status === 'processing')).toBe(true);
  });

  it('lists low stock items at or below their threshold', () => {
    for (const item of sampleDashboard.lowStock) expect(item.stock).toBeLessThanOrEqual(item.threshold);
  });
});

describe('§2.5 Notifications, Categories, Locations, Low Stock', () => {
  it('has three notifications: low stock, new order, rider assignment; badge 3', () => {
    expect(sampleNotifications.map((n) => n.kind)).toEqual(['low_stock', 'new_order', 'rider_assignment']);
    expect(NOTIFICATION_BADGE).toBe(3);
  });

  it('has the six category names', () => {
    expect(CATEGORY_NAMES).toEqual([
      'Electronics',
      'Clothing',
      'Food & Beverages',
      'Books',
      'Home & Garden',
      'Sports',
    ]);
    expect(sampleCategories.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
  });

  it('has the three locations', () => {
    expect(LOCATION_NAMES).toEqual(['Main Warehouse', 'Downtown Store', 'Airport Branch']);
    expect(sampleLocations.map((l) => l.name)).toEqual([...LOCATION_NAMES]);
  });

  it('has badge 12 and three low stock items below their minimum', () => {
    expect(LOW_STOCK_BADGE).toBe(12);
    expect(sampleLowStock).toHaveLength(3);
    for (const item of sampleLowStock) expect(item.current).toBeLessThan(item.minimum);
  });
});

describe('§9 Default settings and §4 settings toggles', () => {
  it('has USD, 8.25%, 10, America/New_York, 5.00, 50.00, 10 miles, 30 minutes', () => {
    expect(sampleSettings.store).toEqual({
      defaultCurrency: 'USD',
      taxRatePercent: 8.25,
      cashierDiscountLimitPercent: 10,
      cashSaleNeedsOpenDrawer: true,
      // Not the spec's: a cashier takes back within 30 days and up to $200.00 (issue 38).
      returnWindowDays: 30,
      cashierRefundLimit: 20000,
      defaultLowStockThreshold: 10,
      timezone: 'America/New_York',
      posLocationId: 'downtown',
      // Not the spec's: a till's sign-out after 30 minutes without use (issue 35).
      tillIdleMinutes: 30,
    });
    expect(sampleSettings.delivery).toEqual({
      deliveryFee: 500,
      freeDeliveryThreshold: 5000,
      deliveryRadiusMiles: 10,
      averageDeliveryTimeMinutes: 30,
    });
  });

  it('has low stock on, new orders on, marketing off; delivery, payment and backup toggles on', () => {
    expect(sampleSettings.toggles).toEqual({
      notifications: { lowStock: true, newOrders: true, marketing: false },
      delivery: { enableDelivery: true, fastDelivery: true },
      payments: { cash: true, card: true, mobile: true },
      backup: { automaticBackups: true },
    });
  });

  it('has the seven tabs', () => {
    expect(SETTINGS_TABS).toEqual([
      'General',
      'Store',
      'Delivery',
      'Payments',
      'Notifications',
      'Security',
      'Backup',
    ]);
  });
});

describe('§2.5 User Account Management', () => {
  it('has the eight tabs', () => {
    expect(ACCOUNT_TABS).toEqual([
      'Orders',
      'Track',
      'Invoices',
      'Wishlist',
      'Addresses',
      'Profile',
      'Password',
      'Rewards',
    ]);
  });

  it('shows orders Delivered, Shipped and Processing', () => {
    expect(sampleAccount.orders.map((o) => o.status)).toEqual(['Delivered', 'Shipped', 'Processing']);
  });

  it('has the tracking steps Order Confirmed, In Transit, Out for Delivery', () => {
    expect(sampleAccount.tracking.steps.map((s) => s.name)).toEqual([
      'Order Confirmed',
      'In Transit',
      'Out for Delivery',
    ]);
  });

  it('has balance 2450, the four rewards, and the other sample lists', () => {
    expect(sampleAccount.pointsBalance).toBe(2450);
    expect(sampleAccount.rewards.map((r) => r.points)).toEqual([1000, 500, 2500, 5000]);
    expect(sampleAccount.invoices.length).toBeGreaterThan(0);
    expect(sampleAccount.wishlist.some((w) => !w.inStock)).toBe(true);
    expect(sampleAccount.addresses.filter((a) => a.isDefault)).toHaveLength(1);
    expect(sampleAccount.pointsHistory.length).toBeGreaterThan(0);
    expect(sampleAccount.profile.firstName).not.toBe('');
  });
});

describe('Sample lists exercise every status, tone and edge', () => {
  it('products: about 20, unique ids, every stock status, some variants, status from the rule', () => {
    expect(sampleProducts).toHaveLength(20);
    expect(unique(sampleProducts.map((p) => p.id))).toBe(true);
    expect(new Set(sampleProducts.map((p) => p.status))).toEqual(
      new Set(['In Stock', 'Low Stock', 'Out of Stock']),
    );
    for (const p of sampleProducts) expect(p.status).toBe(stockStatus(p.stock, p.lowStockThreshold));
    expect(sampleProducts.some((p) => p.variants.length > 0)).toBe(true);
    expect(sampleProducts.some((p) => p.stock === p.lowStockThreshold)).toBe(true);
  });

  it('POS products: 12 with unique ids', () => {
    expect(samplePosProducts).toHaveLength(12);
    expect(unique(samplePosProducts.map((p) => p.id))).toBe(true);
  });

  it('sales: every status and payment method', () => {
    expect(new Set(sampleSales.map((s) => s.status))).toEqual(new Set(SPEC_SALE_STATUSES));
    expect(new Set(sampleSales.map((s) => s.paymentMethod))).toEqual(new Set(PAYMENT_METHODS));
    expect(unique(sampleSales.map((s) => s.id))).toBe(true);
  });

  it('deliveries: every status, both priorities, pending ones unassigned, assigned ones with a known rider', () => {
    expect(new Set(sampleDeliveries.map((d) => d.status))).toEqual(new Set(DELIVERY_STATUSES));
    expect(new Set(sampleDeliveries.map((d) => d.priority))).toEqual(new Set(['normal', 'urgent']));
    const riderIds = new Set(sampleRiders.map((r) => r.id));
    for (const d of sampleDeliveries) {
      if (d.status === 'pending' || d.status === 'cancelled') expect(d.rider).toBeUndefined();
      else expect(riderIds.has(d.rider?.id ?? '')).toBe(true);
    }
    expect(deliveryStats(sampleDeliveries, sampleRiders).total).toBe(10);
  });

  it('riders: every status, vehicle type and zone', () => {
    expect(new Set(sampleRiders.map((r) => r.status))).toEqual(new Set(RIDER_STATUSES));
    expect(new Set(sampleRiders.map((r) => r.vehicleType))).toEqual(new Set(VEHICLE_TYPES));
    expect(new Set(sampleRiders.map((r) => r.location.zone))).toEqual(new Set(ZONES));
  });

  it('customers and suppliers', () => {
    expect(sampleCustomers).toHaveLength(8);
    expect(sampleSuppliers).toHaveLength(4);
    expect(unique(sampleCustomers.map((c) => c.email))).toBe(true);
  });

  it('purchase products: some below 10 (red badge), one at exactly 10', () => {
    expect(samplePurchaseProducts).toHaveLength(12);
    expect(samplePurchaseProducts.filter((p) => p.currentStock < 10).length).toBeGreaterThan(2);
    expect(samplePurchaseProducts.some((p) => p.currentStock === 10)).toBe(true);
  });

  it('shelves: every fill tone, one with more than 3 products, one empty; occupied matches product quantities', () => {
    expect(new Set(sampleShelves.map(shelfFillTone))).toEqual(new Set(['positive', 'caution', 'critical']));
    expect(sampleShelves.some((s) => visibleProducts(s.products).moreLabel !== null)).toBe(true);
    expect(sampleShelves.some((s) => s.products.length === 0)).toBe(true);
    for (const s of sampleShelves) {
      expect(s.id).toBe(`${s.aisle}-${s.shelf}-${s.position}`);
      expect(s.occupied).toBe(s.products.reduce((sum, p) => sum + p.quantity, 0));
      for (const p of s.products) expect(p.available).toBe(p.quantity - p.reserved);
    }
  });

  it('sampleSeed gives a fresh deep copy each time', () => {
    const a = sampleSeed();
    a.catalogue[0]!.name = 'changed';
    expect(sampleSeed().catalogue[0]!.name).toBe('Wireless Bluetooth Headphones');
  });
});

describe("§2.3 The Purchases badge's 5: the sample business's purchase orders", () => {
  const TODAY = '2026-11-25';
  const orders = sampleSeed(TODAY).purchaseOrders;

  it('five placed with the sample suppliers, awaiting goods, none of it arrived and none late', () => {
    expect(orders).toHaveLength(SAMPLE_AWAITED_PURCHASE_ORDERS);
    expect(SAMPLE_AWAITED_PURCHASE_ORDERS).toBe(5);
    const suppliers = new Set(sampleSuppliers.map((supplier) => supplier.id));
    for (const order of orders) {
      expect(AWAITED_STATUSES).toContain(order.status);
      expect(suppliers.has(order.supplierId)).toBe(true);
      expect(isLate(order, TODAY)).toBe(false);
      expect(order.orderDate <= TODAY).toBe(true);
      expect(order.lines.every((line) => line.received === 0)).toBe(true);
      expect(order.total).toBe(order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0));
    }
    // Newest first, numbered in the order they were placed.
    expect(orders.map((order) => order.id)).toEqual(['PO-005', 'PO-004', 'PO-003', 'PO-002', 'PO-001']);
  });

  it('each line at its product’s cost, and nothing on order is on the Low Stock list', async () => {
    const seed = sampleSeed(TODAY);
    const api = createMemoryApi({}, { now: () => new Date(`${TODAY}T12:00:00`) });
    const lowStock = new Set((await everyItem((q) => api.listLowStock(q))).map((item) => item.productId));
    expect(lowStock.size).toBe(LOW_STOCK_BADGE);
    for (const line of orders.flatMap((order) => order.lines)) {
      const product = seed.catalogue.find((p) => line.id === p.id || line.id.startsWith(`${p.id}-`));
      expect(line.unitPrice).toBe(product?.cost);
      expect(lowStock.has(product?.id ?? '')).toBe(false);
    }
  });
});
