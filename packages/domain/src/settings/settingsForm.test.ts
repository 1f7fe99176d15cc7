import { describe, expect, it } from 'vitest';
import { sampleSettings } from '../sample/settings';
import { SETTINGS_MESSAGES, SETTINGS_NOT_SAVED_NOTICE, validateSettings } from './settingsForm';

describe('Settings: Save Changes stores valid values only', () => {
  it("accepts the spec's defaults", () => {
    expect(validateSettings(sampleSettings)).toEqual({ ok: true, value: sampleSettings });
  });

  it('trims the business details', () => {
    const typed = { ...sampleSettings, general: { ...sampleSettings.general, warehouseName: '  North  ' } };
    const result = validateSettings(typed);
    expect(result.ok && result.value.general.warehouseName).toBe('North');
  });

  it('names each bad field by group and key, with the notice (its tab may be hidden)', () => {
    const result = validateSettings({
      ...sampleSettings,
      general: { ...sampleSettings.general, warehouseName: ' ', email: 'not an email' },
      store: { ...sampleSettings.store, taxRatePercent: 101, defaultLowStockThreshold: 2.5 },
      delivery: {
        ...sampleSettings.delivery,
        deliveryFee: -1,
        // Money is whole cents: 49.99 is not an amount of cents.
        freeDeliveryThreshold: 49.99,
        averageDeliveryTimeMinutes: Number.NaN,
      },
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        'general.warehouseName': SETTINGS_MESSAGES.warehouseNameRequired,
        'general.email': SETTINGS_MESSAGES.emailInvalid,
        'store.taxRatePercent': SETTINGS_MESSAGES.taxRate,
        'store.defaultLowStockThreshold': SETTINGS_MESSAGES.wholeNotNegative,
        'delivery.deliveryFee': SETTINGS_MESSAGES.amountNotNegative,
        'delivery.freeDeliveryThreshold': SETTINGS_MESSAGES.amountNotNegative,
        'delivery.averageDeliveryTimeMinutes': SETTINGS_MESSAGES.wholeNotNegative,
      },
      notice: SETTINGS_NOT_SAVED_NOTICE,
    });
  });

  it('lets the email be empty', () => {
    const result = validateSettings({ ...sampleSettings, general: { ...sampleSettings.general, email: '' } });
    expect(result.ok).toBe(true);
  });

  it.each([0, 481, 12.5])(
    'issue 35: refuses a till sign-out of %j minutes (a whole number from 1 to 480)',
    (tillIdleMinutes) => {
      const result = validateSettings({
        ...sampleSettings,
        store: { ...sampleSettings.store, tillIdleMinutes },
      });
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { 'store.tillIdleMinutes': SETTINGS_MESSAGES.tillIdle },
      });
    },
  );

  it('issue 35: takes a till sign-out of 1 and of 480 minutes', () => {
    for (const tillIdleMinutes of [1, 480])
      expect(
        validateSettings({ ...sampleSettings, store: { ...sampleSettings.store, tillIdleMinutes } }).ok,
      ).toBe(true);
  });
});
