import { useQueryClient } from '@tanstack/react-query';
import { RESTORE_CONFIRMATION } from '@warehouse/domain/backups';
import { EXPORT_LISTS, type ExportListName } from '@warehouse/domain/exports';
import { IMPORT_ROLES } from '@warehouse/domain/imports';
import { type ImportRequest, ToolsScreen, type ToolsSection } from '@warehouse/screens';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { backupRestoredNotice, backupTakenNotice } from '../data/actionNotices';
import { API_BASE } from '../data/createAppApi';
import { useExportLink } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { ImportRefused, uploadImport } from '../data/uploadImport';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { useMayCall } from '../session/screenAccess';

/** What Export Data offers: every list that needs no record chosen (a product's history does). */
const TOOLS_EXPORTS = (Object.keys(EXPORT_LISTS) as ExportListName[]).filter(
  (list) => EXPORT_LISTS[list].query.safeParse({}).success,
);

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
  const mayImport = IMPORT_ROLES.includes(useSession().user?.role ?? 'owner');
  const queryClient = useQueryClient();
  /** Sends the file; a refusal of the file itself is said as a notice (the dialog stays). */
  const sendImport = useCallback(
    async (request: ImportRequest, preview: boolean, onProgress?: (fraction: number) => void) => {
      try {
        const report = await uploadImport(request, { preview, onProgress });
        // Whatever an import kept shows everywhere: products, stock, customers, suppliers, figures.
        if (report.committed) await queryClient.invalidateQueries();
        return report;
      } catch (error) {
        if (error instanceof ImportRefused)
          showNotice({ title: error.title, message: error.message, destructive: true });
        throw error;
      }
    },
    [queryClient],
  );
  const exportLink = useExportLink();
  return (
    <ToolsScreen
      section={section}
      exportLists={
        exportLink
          ? TOOLS_EXPORTS.filter((id) => mayCall(EXPORT_LISTS[id].call)).map((id) => ({
              id,
              label: EXPORT_LISTS[id].label,
            }))
          : undefined
      }
      exportHref={exportLink}
      onPreviewImport={mayImport ? (request) => sendImport(request, true) : undefined}
      onImport={mayImport ? (request, onProgress) => sendImport(request, false, onProgress) : undefined}
      onBackupNow={mayCall('createBackup') ? () => backUp(undefined) : undefined}
      backups={mayBackUp ? (backups.data ?? []) : undefined}
      apiBase={API_BASE}
      onRestoreBackup={mayCall('restoreBackup') ? restore : undefined}
    />
  );
}
