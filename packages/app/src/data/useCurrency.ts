import { DEFAULT_CURRENCY } from '@warehouse/domain/format';
import { useEffect } from 'react';
import { queryKeys } from './queryKeys';
import { useApiQuery } from './useApiQuery';

/** Where the currency last read is kept, so that a page loading shows it before the server answers. */
const CURRENCY_STORAGE_KEY = 'warehouse-currency';

const remembered = () => {
  try {
    return localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * The business's currency (Settings → Store), what every screen and notice shows money in: read
 * again when the settings change; until it is read, the one read last in this browser.
 */
export function useCurrency(): string {
  const { data } = useApiQuery([...queryKeys.settings, 'format'], (api) => api.getBusinessFormat());
  useEffect(() => {
    if (!data) return;
    try {
      localStorage.setItem(CURRENCY_STORAGE_KEY, data.currency);
    } catch {
      // Storage refused (private mode, full): the next load starts from the default.
    }
  }, [data]);
  return data?.currency ?? remembered() ?? DEFAULT_CURRENCY;
}
