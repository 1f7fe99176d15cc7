import type { Cents } from '../format/money';
/** §3 Settings: the business's preferences, saved with "Save Changes". */
export interface Settings {
  general: {
    warehouseName: string;
    ownerName: string;
    businessAddress: string;
    phone: string;
    email: string;
  };
  store: {
    defaultCurrency: string;
    /** Percent, e.g. 8.25: what the till charges on every sale. */
    taxRatePercent: number;
    /** The largest discount a cashier may give at the till, a percentage (owners and managers: any). */
    cashierDiscountLimitPercent: number;
    /** A cash sale is refused unless its seller's cash drawer is open (on by default). */
    cashSaleNeedsOpenDrawer: boolean;
    /** Days after a sale that a cashier may take it back; past them, an owner or manager. */
    returnWindowDays: number;
    /** The largest refund a cashier may give alone, in cents; over it, an owner or manager. */
    cashierRefundLimit: Cents;
    defaultLowStockThreshold: number;
    timezone: string;
    /** The location the Point of Sale sells from (its stock is what the till can sell). */
    posLocationId: string;
    /**
     * Minutes without a request after which a till role's session (a cashier's) ends: shorter than
     * the other roles', since a till is left where customers stand. Applies to sessions opened after.
     */
    tillIdleMinutes: number;
  };
  delivery: {
    deliveryFee: Cents;
    freeDeliveryThreshold: Cents;
    deliveryRadiusMiles: number;
    averageDeliveryTimeMinutes: number;
  };
  /** Settings → Backup: when the server backs the business up by itself (toggles.backup), and how many it keeps. */
  backup: {
    /** "HH:MM", 24-hour, in the server's time zone. */
    timeOfDay: string;
    /** The newest automatic backups kept; older ones are removed. */
    keep: number;
  };
  toggles: {
    notifications: { lowStock: boolean; newOrders: boolean; marketing: boolean };
    delivery: { enableDelivery: boolean; fastDelivery: boolean };
    payments: { cash: boolean; card: boolean; mobile: boolean };
    backup: { automaticBackups: boolean };
  };
}

/** A cashier's discount limit until the settings say otherwise, a percentage. */
export const CASHIER_DISCOUNT_LIMIT_DEFAULT = 10;

/** Automatic backups by default: at 02:00, the newest 7 kept. */
export const AUTOMATIC_BACKUP_TIME_DEFAULT = '02:00';
export const AUTOMATIC_BACKUPS_KEPT_DEFAULT = 7;
/** The most automatic backups Settings lets a business keep. */
export const AUTOMATIC_BACKUPS_KEPT_MOST = 365;

/** A time of day as Settings keeps it ("HH:MM", 00:00 to 23:59). */
export const isTimeOfDay = (text: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** The business's currency and timezone, which every role may read: what screens show money in. */
export interface BusinessFormat {
  currency: string;
  timezone: string;
}

export const businessFormatOf = (settings: Settings): BusinessFormat => ({
  currency: settings.store.defaultCurrency,
  timezone: settings.store.timezone,
});
