import { TILL_IDLE_MINUTES_DEFAULT } from '../accounts/staff';
import { tillSettingsOf } from '../pos/tillSettings';
import { CASHIER_REFUND_LIMIT_DEFAULT, RETURN_WINDOW_DAYS_DEFAULT } from '../returns/returns';
import {
  AUTOMATIC_BACKUP_TIME_DEFAULT,
  AUTOMATIC_BACKUPS_KEPT_DEFAULT,
  CASHIER_DISCOUNT_LIMIT_DEFAULT,
  type Settings,
} from '../settings/settings';
import { SAMPLE_POS_LOCATION } from './business';

/** §3/§4/§9 Settings with the spec's defaults (not persisted). */
export const sampleSettings: Settings = {
  general: {
    warehouseName: 'Main Warehouse',
    ownerName: 'Alex Morgan',
    businessAddress: '500 Commerce Way, New York, NY 10001',
    phone: '+1 (555) 010-2030',
    email: 'admin@warehouse.example.com',
  },
  store: {
    defaultCurrency: 'USD',
    taxRatePercent: 8.25,
    cashierDiscountLimitPercent: CASHIER_DISCOUNT_LIMIT_DEFAULT,
    cashSaleNeedsOpenDrawer: true,
    returnWindowDays: RETURN_WINDOW_DAYS_DEFAULT,
    cashierRefundLimit: CASHIER_REFUND_LIMIT_DEFAULT,
    defaultLowStockThreshold: 10,
    timezone: 'America/New_York',
    posLocationId: SAMPLE_POS_LOCATION,
    tillIdleMinutes: TILL_IDLE_MINUTES_DEFAULT,
  },
  delivery: {
    deliveryFee: 500,
    freeDeliveryThreshold: 5000,
    deliveryRadiusMiles: 10,
    averageDeliveryTimeMinutes: 30,
  },
  backup: { timeOfDay: AUTOMATIC_BACKUP_TIME_DEFAULT, keep: AUTOMATIC_BACKUPS_KEPT_DEFAULT },
  toggles: {
    notifications: { lowStock: true, newOrders: true, marketing: false },
    delivery: { enableDelivery: true, fastDelivery: true },
    payments: { cash: true, card: true, mobile: true },
    backup: { automaticBackups: true },
  },
};

/** §2.5 Settings tabs. */
export const SETTINGS_TABS = [
  'General',
  'Store',
  'Delivery',
  'Payments',
  'Notifications',
  'Security',
  'Backup',
] as const;

/** What the sample business's till sells by: its settings as the till reads them. */
export const sampleTillSettings = tillSettingsOf(sampleSettings);
