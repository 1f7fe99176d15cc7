// Who exports, and where a list's file is downloaded from.
import { MANAGEMENT, type Role } from '../accounts/roles';
import type { ExportFormat } from './exportFormats';
import type { ExportListName } from './exportLists';

/** Owners and managers export: a list's file leaves the app whole. */
const EXPORT_ROLES: readonly Role[] = MANAGEMENT;

export const mayExport = (role: Role): boolean => EXPORT_ROLES.includes(role);

/** A list's search and filters as a query string takes them; none, or blank, is left out. */
export type ExportQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** Where a list's export is downloaded from, under /api: its search and filters in the query string. */
export function exportPath(list: ExportListName, format: ExportFormat, query: ExportQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/exports/${list}.${format}${search ? `?${search}` : ''}`;
}
