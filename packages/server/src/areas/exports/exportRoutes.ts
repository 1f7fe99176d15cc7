// `GET /api/exports/<list>.<csv|xlsx>?<the list's search and filters>`: a list exported whole,
// streamed as it is read (the list's own contract call, a page after another), for owners and
// managers (whose role may make the list's call); the list's query string is checked as its call
// checks it, so the file holds the rows the screen counts. Signed in or 401; another role 403,
// recorded; each export in the audit trail.
import { mayCall, type Role } from '@warehouse/domain/accounts';
import type { WarehouseApi } from '@warehouse/domain/contract';
import {
  EXPORT_LISTS,
  type ExportFormat,
  exportFileName,
  isExportFormat,
  isExportListName,
  mayExport,
} from '@warehouse/domain/exports';
import { isoDate } from '@warehouse/domain/format';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { checked } from '../../http/contractRoutes';
import { sendNoRoute } from '../../http/problems';
import { downloadAllowed, recordDownload } from '../audit/downloads';
import { csvStream, xlsxStream } from './exportFiles';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The search and filters an export was made with, as the audit trail says them: "status: completed". */
const filtersOf = (query: object): string | null =>
  Object.entries(query)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ') || null;

export function registerExportRoutes(app: FastifyInstance, db: Db, api: WarehouseApi) {
  app.get<{ Params: { file: string } }>('/api/exports/:file', async (request, reply) => {
    const { file } = request.params;
    const [name = '', format = ''] = file.split('.');
    const list = isExportListName(name) ? EXPORT_LISTS[name] : undefined;
    // Owners and managers, and only a list whose call their role may make.
    const allowed = (role: Role) => mayExport(role) && (!list || mayCall(role, list.call));
    if (!(await downloadAllowed(db, request, reply, { event: 'exportList', record: file, allowed })))
      return reply;
    if (!list || !isExportListName(name) || !isExportFormat(format) || file !== `${name}.${format}`)
      return sendNoRoute(reply, request.method, request.url);
    const query = checked(list.query, request.query) as object;
    const { store } = await api.getSettings();
    const context = { currency: store.defaultCurrency, timezone: store.timezone, today: isoDate(new Date()) };
    const fileName = exportFileName(name, format, context.today);
    await recordDownload(db, request, { event: 'exportList', record: fileName, detail: filtersOf(query) });
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send((format === 'csv' ? csvStream : xlsxStream)(list, api, query, context));
  });
}
