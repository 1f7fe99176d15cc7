import type { Settings } from '@warehouse/domain/settings';
import { SettingsScreen } from '@warehouse/screens';
import { settingsSavedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useChangePassword } from '../data/useChangePassword';
import { useMayCall } from '../session/screenAccess';

/** Settings: the stored settings, saved with "Save Changes"; Security changes the password. */
export default function SettingsRoute() {
  const { data, isPending } = useApiQuery(queryKeys.settings, (api) => api.getSettings());
  const locations = useApiQuery(queryKeys.locations, (api) => api.listLocations());
  const save = useApiAction((api, settings: Settings) => api.saveSettings(settings), {
    calls: 'saveSettings',
    success: settingsSavedNotice,
  });
  const changePassword = useChangePassword();
  const mayCall = useMayCall();
  return (
    <SettingsScreen
      settings={data}
      isLoading={isPending}
      onSave={mayCall('saveSettings') ? save : undefined}
      onChangePassword={changePassword}
      locations={locations.data ?? []}
    />
  );
}
