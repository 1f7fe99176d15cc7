// The business at a glance: the dashboard, analytics, notifications, the menu's counts, settings.
import { z } from 'zod';
import { EVERYONE, MANAGEMENT } from '../../accounts/roles';
import type { AppNotification, Dashboard, Kpi, MenuBadges } from '../../overview/overview';
import type { Account } from '../../people/account';
import { SALE_STATUSES } from '../../pos/sale';
import type { BusinessFormat, Settings } from '../../settings/settings';
import { defineCall } from '../call';
import { amount, bool, flag, num, pageOf, pagesOnly, str, text } from '../shapes';

const businessFormat: z.ZodType<BusinessFormat> = z.object({ currency: str, timezone: str });
const dashboard: z.ZodType<Dashboard> = z.object({
  stats: z.array(
    z.object({ title: str, value: str, change: str, changeType: z.enum(['positive', 'negative']) }),
  ),
  recentOrders: z.array(z.object({ id: str, customer: str, amount: num, status: z.enum(SALE_STATUSES) })),
  lowStock: z.array(z.object({ productId: str, name: str, stock: num, threshold: num })),
  latePurchaseOrders: num,
});
const kpis: z.ZodType<Kpi[]> = z.array(
  z.object({
    id: z.enum(['revenue', 'orders', 'newCustomers', 'averageOrder']),
    title: str,
    value: num,
    format: z.enum(['money', 'count']),
    change: num,
  }),
);
const notification: z.ZodType<AppNotification> = z.object({
  id: str,
  kind: z.enum(['low_stock', 'new_order', 'rider_assignment', 'late_purchase_order', 'backup_failed']),
  title: str,
  message: str,
  time: str,
});
const menuBadges: z.ZodType<MenuBadges> = z.object({
  notifications: num,
  lowStock: num,
  purchases: num,
  sales: num,
  orders: num,
  invoices: num,
  returns: num,
});

/** The settings as saved: every field, checked in shape here and by the domain's rules after. */
const settingsInput: z.ZodType<Settings> = z.strictObject({
  general: z.strictObject({
    warehouseName: text,
    ownerName: text,
    businessAddress: text,
    phone: text,
    email: text,
  }),
  store: z.strictObject({
    defaultCurrency: text,
    taxRatePercent: amount,
    cashierDiscountLimitPercent: amount,
    cashSaleNeedsOpenDrawer: flag,
    returnWindowDays: amount,
    cashierRefundLimit: amount,
    defaultLowStockThreshold: amount,
    timezone: text,
    tillIdleMinutes: amount,
    posLocationId: text,
  }),
  delivery: z.strictObject({
    deliveryFee: amount,
    freeDeliveryThreshold: amount,
    deliveryRadiusMiles: amount,
    averageDeliveryTimeMinutes: amount,
  }),
  backup: z.strictObject({ timeOfDay: text, keep: amount }),
  toggles: z.strictObject({
    notifications: z.strictObject({ lowStock: flag, newOrders: flag, marketing: flag }),
    delivery: z.strictObject({ enableDelivery: flag, fastDelivery: flag }),
    payments: z.strictObject({ cash: flag, card: flag, mobile: flag }),
    backup: z.strictObject({ automaticBackups: flag }),
  }),
});

const account: z.ZodType<Account> = z.object({
  orders: z.array(
    z.object({
      id: str,
      date: str,
      status: z.enum(['Delivered', 'Shipped', 'Processing']),
      total: num,
      items: num,
    }),
  ),
  tracking: z.object({
    orderId: str,
    steps: z.array(
      z.object({
        name: z.enum(['Order Confirmed', 'In Transit', 'Out for Delivery']),
        date: str,
        completed: bool,
      }),
    ),
  }),
  invoices: z.array(z.object({ id: str, order: str, date: str, amount: num })),
  wishlist: z.array(z.object({ name: str, price: num, inStock: bool })),
  addresses: z.array(z.object({ type: str, address: str, city: str, isDefault: bool })),
  profile: z.object({ firstName: str, lastName: str, email: str, phone: str, dateOfBirth: str }),
  rewards: z.array(z.object({ name: str, points: num, available: bool })),
  pointsBalance: num,
  pointsHistory: z.array(z.object({ action: str, points: num, date: str })),
});

export const overviewCalls = {
  getDashboard: defineCall({ method: 'GET', path: '/dashboard', output: dashboard, roles: EVERYONE }),
  /** The four Analytics KPIs. */
  getAnalytics: defineCall({ method: 'GET', path: '/analytics', output: kpis, roles: MANAGEMENT }),
  /**
   * Notifications a page at a time: the late purchase orders first (to roles that see
   * purchasing), then those raised, newest first; `total` is exact (the menu's badge).
   */
  listNotifications: defineCall({
    method: 'GET',
    path: '/notifications',
    input: pagesOnly,
    output: pageOf(notification),
    roles: EVERYONE,
  }),
  /** The side menu's counts, each of what its screen lists. */
  getMenuBadges: defineCall({ method: 'GET', path: '/menu-badges', output: menuBadges, roles: EVERYONE }),
  getSettings: defineCall({ method: 'GET', path: '/settings', output: settingsInput, roles: MANAGEMENT }),
  /** The business's currency and timezone (Settings → Store), for every role: what screens show money in. */
  getBusinessFormat: defineCall({
    method: 'GET',
    path: '/settings/format',
    output: businessFormat,
    roles: EVERYONE,
  }),
  /** "Save Changes": stores the settings; ValidationError keyed by SettingsField, with its notice. */
  saveSettings: defineCall({
    method: 'PUT',
    path: '/settings',
    input: settingsInput,
    output: settingsInput,
    roles: ['owner'],
    audit: { kind: 'settings', label: 'Saved the settings', record: () => null },
    // The till sells at the settings' location; the dashboard's revenue is in their currency.
    changes: ['settings', 'posProducts', 'dashboard'],
  }),
  getAccount: defineCall({ method: 'GET', path: '/account', output: account, roles: MANAGEMENT }),
};
