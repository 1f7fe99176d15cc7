import { RESTORE_CONFIRMATION } from '@warehouse/domain/backups';
import { ToolsScreen, type ToolsSection } from '@warehouse/screens';
import { useLocation } from 'react-router-dom';
import { backupRestoredNotice, backupTakenNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useMayCall } from '../session/screenAccess';

/** Where the server answers the API: a backup's Download link points there. */
const API_BASE = '/api';

/**
 * /tools/import, /tools/export and /tools/backup: the Tools screen with that section in view; an
 * owner backs up, sees the backups kept, downloads and restores them.
 */
export default function ToolsRoute() {
  const { pathname } = useLocation();
  const section = pathname.split('/').pop() as ToolsSection;
  const mayCall = useMayCall();
  const mayBackUp = mayCall('listBackups');
  const backups = useApiQuery(queryKeys.backups, (api) => api.listBackups(), { enabled: mayBackUp });
  const backUp = useApiAction((api, _input: undefined) => api.createBackup(), {
    calls: 'createBackup',
    success: backupTakenNotice,
  });
  const restore = useApiAction(
    (api, name: string) => api.restoreBackup(name, { confirmation: RESTORE_CONFIRMATION }),
    { calls: 'restoreBackup', success: backupRestoredNotice },
  );
  return (
    <ToolsScreen
      section={section}
      onBackupNow={mayCall('createBackup') ? () => backUp(undefined) : undefined}
      backups={mayBackUp ? (backups.data ?? []) : undefined}
      apiBase={API_BASE}
      onRestoreBackup={mayCall('restoreBackup') ? restore : undefined}
    />
  );
}
