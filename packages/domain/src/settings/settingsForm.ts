import { SESSION_IDLE_MINUTES } from '../accounts/staff';
import { INVALID_INPUT_MESSAGE, type Validation, validated } from '../contract/validation';
import { isCents } from '../format/money';
import { isBlank, isEmail } from '../forms/fields';
import type { Notice } from '../notices/notice';
import type { FieldErrors } from '../notices/tone';
import { AUTOMATIC_BACKUPS_KEPT_MOST, isTimeOfDay, type Settings } from './settings';

/** A settings field, named by its group and key (e.g. "general.email"), as its form field is. */
export type SettingsField =
  | `general.${keyof Settings['general']}`
  | `store.${keyof Settings['store']}`
  | `delivery.${keyof Settings['delivery']}`
  | `backup.${keyof Settings['backup']}`;

export const SETTINGS_NOT_SAVED_NOTICE: Notice = {
  title: 'Settings Not Saved',
  message: INVALID_INPUT_MESSAGE,
  destructive: true,
};

export const SETTINGS_MESSAGES = {
  warehouseNameRequired: 'Warehouse Name is required',
  emailInvalid: 'Enter a valid email address',
  taxRate: 'Tax Rate must be between 0 and 100',
  discountLimit: 'Cashier Discount Limit must be between 0 and 100',
  wholeNotNegative: 'Must be a whole number of 0 or more',
  amountNotNegative: 'Must be 0 or more',
  posLocation: 'Choose the location the Point of Sale sells from',
  backupTime: 'Enter a time of day as HH:MM, from 00:00 to 23:59',
  backupsKept: `Keep from 1 to ${AUTOMATIC_BACKUPS_KEPT_MOST} backups`,
  tillIdle: `Till Sign-out must be a whole number of minutes from 1 to ${SESSION_IDLE_MINUTES}`,
} as const;

const isWholeNotNegative = (value: number) => Number.isInteger(value) && value >= 0;
const isAmount = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * Settings as "Save Changes" stores them: a warehouse name, a valid email when one is given, a
 * tax rate from 0 to 100 %, amounts of 0 or more (money in whole cents), whole thresholds, miles and minutes,
 * and the Point of Sale at one of the business's locations (`isLocation`, where the caller knows
 * them). A failure carries a notice, since its field may sit on another tab.
 */
export function validateSettings(
  settings: Settings,
  isLocation: (locationId: string) => boolean = (locationId) => locationId !== '',
): Validation<Settings, SettingsField> {
  const { general, store, delivery, backup } = settings;
  const errors: FieldErrors<SettingsField> = {};
  if (isBlank(general.warehouseName))
    errors['general.warehouseName'] = SETTINGS_MESSAGES.warehouseNameRequired;
  if (!isBlank(general.email) && !isEmail(general.email))
    errors['general.email'] = SETTINGS_MESSAGES.emailInvalid;
  if (!(store.taxRatePercent >= 0 && store.taxRatePercent <= 100))
    errors['store.taxRatePercent'] = SETTINGS_MESSAGES.taxRate;
  if (!(store.cashierDiscountLimitPercent >= 0 && store.cashierDiscountLimitPercent <= 100))
    errors['store.cashierDiscountLimitPercent'] = SETTINGS_MESSAGES.discountLimit;
  if (!isWholeNotNegative(store.returnWindowDays))
    errors['store.returnWindowDays'] = SETTINGS_MESSAGES.wholeNotNegative;
  if (!(Number.isSafeInteger(store.cashierRefundLimit) && store.cashierRefundLimit >= 0))
    errors['store.cashierRefundLimit'] = SETTINGS_MESSAGES.amountNotNegative;
  if (!isWholeNotNegative(store.defaultLowStockThreshold))
    errors['store.defaultLowStockThreshold'] = SETTINGS_MESSAGES.wholeNotNegative;
  if (!isLocation(store.posLocationId)) errors['store.posLocationId'] = SETTINGS_MESSAGES.posLocation;
  if (
    !(
      Number.isInteger(store.tillIdleMinutes) &&
      store.tillIdleMinutes >= 1 &&
      store.tillIdleMinutes <= SESSION_IDLE_MINUTES
    )
  )
    errors['store.tillIdleMinutes'] = SETTINGS_MESSAGES.tillIdle;
  if (!isCents(delivery.deliveryFee)) errors['delivery.deliveryFee'] = SETTINGS_MESSAGES.amountNotNegative;
  if (!isCents(delivery.freeDeliveryThreshold))
    errors['delivery.freeDeliveryThreshold'] = SETTINGS_MESSAGES.amountNotNegative;
  if (!isAmount(delivery.deliveryRadiusMiles))
    errors['delivery.deliveryRadiusMiles'] = SETTINGS_MESSAGES.amountNotNegative;
  if (!isWholeNotNegative(delivery.averageDeliveryTimeMinutes))
    errors['delivery.averageDeliveryTimeMinutes'] = SETTINGS_MESSAGES.wholeNotNegative;
  if (!isTimeOfDay(backup.timeOfDay.trim())) errors['backup.timeOfDay'] = SETTINGS_MESSAGES.backupTime;
  if (!(Number.isInteger(backup.keep) && backup.keep >= 1 && backup.keep <= AUTOMATIC_BACKUPS_KEPT_MOST))
    errors['backup.keep'] = SETTINGS_MESSAGES.backupsKept;
  const trimmed = (text: string) => text.trim();
  return validated(
    errors,
    () => ({
      ...structuredClone(settings),
      general: {
        warehouseName: trimmed(general.warehouseName),
        ownerName: trimmed(general.ownerName),
        businessAddress: trimmed(general.businessAddress),
        phone: trimmed(general.phone),
        email: trimmed(general.email),
      },
      backup: { ...backup, timeOfDay: trimmed(backup.timeOfDay) },
    }),
    SETTINGS_NOT_SAVED_NOTICE,
  );
}
