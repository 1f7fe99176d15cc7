import { sampleSettings } from '@warehouse/domain';
import { SettingsScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

/** Settings: shown with the spec's defaults; "Save Changes" persists nothing (§2.5). */
export default function SettingsRoute() {
  const { data, isPending } = useApiQuery(queryKeys.settings, (api) => api.getSettings());
  return <SettingsScreen settings={data ?? sampleSettings} isLoading={isPending} />;
}
