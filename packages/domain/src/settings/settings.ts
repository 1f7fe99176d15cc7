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
    /** Percent, e.g. 8.25. Shown as a setting only; the sale tax is SALE_TAX_RATE. */
    taxRatePercent: number;
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
  toggles: {
    notifications: { lowStock: boolean; newOrders: boolean; marketing: boolean };
    delivery: { enableDelivery: boolean; fastDelivery: boolean };
    payments: { cash: boolean; card: boolean; mobile: boolean };
    backup: { automaticBackups: boolean };
  };
}
