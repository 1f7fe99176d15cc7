import {
  type ExportFormat,
  type ExportListName,
  type ExportQuery,
  exportPath,
  mayExport,
} from '@warehouse/domain/exports';
import { useMemo } from 'react';
import { useSession } from '../session/SessionProvider';
import { API_BASE, IN_MEMORY } from './createAppApi';

type ExportLink = (list: ExportListName, format: ExportFormat, query?: ExportQuery) => string;

const exportLink: ExportLink = (list, format, query) => `${API_BASE}${exportPath(list, format, query)}`;

/**
 * Where lists' exports are downloaded from (the server streams each file). None for a role that
 * may not export, or with no server (`pnpm dev:memory`).
 */
export function useExportLink(): ExportLink | undefined {
  const role = useSession().user?.role ?? 'owner';
  return IN_MEMORY || !mayExport(role) ? undefined : exportLink;
}

/**
 * Where one list's export is downloaded from, with the screen's search and filters: the same
 * function until they change (a memoized header is not rendered again for nothing).
 */
export function useExportHref(
  list: ExportListName,
  query: ExportQuery = {},
): ((format: ExportFormat) => string) | undefined {
  const link = useExportLink();
  const path = exportPath(list, 'csv', query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is what its path says
  return useMemo(() => link && ((format: ExportFormat) => link(list, format, query)), [link, list, path]);
}
