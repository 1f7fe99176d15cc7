// The settings a till sells by: read from the business's settings, so a change there is charged
// by every till the next time it sells.
import { MANAGEMENT, type Role } from '../accounts/roles';
import type { Cents } from '../format/money';
import type { Settings } from '../settings/settings';
import type { DeliveryOption, PaymentMethod } from './pos';

export interface TillSettings {
  /** A percentage, e.g. 8.25. */
  taxRatePercent: number;
  currency: string;
  timezone: string;
  /** The payment methods turned on in Settings → Payments. */
  payments: Readonly<Record<PaymentMethod, boolean>>;
  /** The delivery options offered: Store Pickup always; Fast Delivery when Settings → Delivery turns on delivery and it. */
  delivery: Readonly<Record<DeliveryOption, boolean>>;
  deliveryFee: Cents;
  freeDeliveryThreshold: Cents;
  /** The largest discount a cashier may give, a percentage; owners and managers have no limit. */
  cashierDiscountLimitPercent: number;
  /** A cash sale needs its seller's cash drawer open. */
  cashSaleNeedsOpenDrawer: boolean;
  /** What a receipt is headed with. */
  business: { name: string; address: string; phone: string; email: string };
}

export function tillSettingsOf(settings: Settings): TillSettings {
  const { general, store, delivery, toggles } = settings;
  return {
    taxRatePercent: store.taxRatePercent,
    currency: store.defaultCurrency,
    timezone: store.timezone,
    payments: { ...toggles.payments },
    delivery: {
      pickup: true,
      fast: toggles.delivery.enableDelivery && toggles.delivery.fastDelivery,
    },
    deliveryFee: delivery.deliveryFee,
    freeDeliveryThreshold: delivery.freeDeliveryThreshold,
    cashierDiscountLimitPercent: store.cashierDiscountLimitPercent,
    cashSaleNeedsOpenDrawer: store.cashSaleNeedsOpenDrawer,
    business: {
      name: general.warehouseName,
      address: general.businessAddress,
      phone: general.phone,
      email: general.email,
    },
  };
}

/** The discount limit a role sells under: none for owners and managers, the settings' for the rest. */
export function discountLimitFor(role: Role, settings: Pick<TillSettings, 'cashierDiscountLimitPercent'>) {
  return MANAGEMENT.includes(role) ? null : settings.cashierDiscountLimitPercent;
}
