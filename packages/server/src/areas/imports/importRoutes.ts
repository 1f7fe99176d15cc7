// `POST /api/imports/:kind`: a CSV or .xlsx file as the request's body, written to a file of its
// own as it arrives (spoolUpload), then read a piece at a time and imported in one transaction
// (kept only when every row is good, or when only the valid rows are asked for); `preview=1`
// checks and counts everything and keeps nothing. For owners and managers (IMPORT_ROLES); signed
// in or 401 as every /api route; each import, and each refusal of a role, is in the audit trail.
// Files are refused by size (413) and by content (415) with a problem.
import type { Readable } from 'node:stream';
import { accessProblem, isContractError, type Problem, problemOf } from '@warehouse/domain/contract';
import { isoDateTime } from '@warehouse/domain/format';
import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_ROLES,
  type ImportKind,
  type ImportReport,
  importErrorsSummary,
  runImport,
} from '@warehouse/domain/imports';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { auditEntries } from '../../db/schema';
import { sendProblem } from '../../http/problems';
import { lockForTransaction } from '../../sql/advisoryLocks';
import { FileTooLarge, fileRows, NotASpreadsheet } from './fileRows';
import { sqlImportWriters } from './importWriters';
import { type SpooledUpload, spoolUpload } from './spooledUpload';

/** The kinds whose rows are checked against the catalogue, under its lock. */
const CATALOGUE_KINDS: readonly ImportKind[] = ['products', 'stock'];

/** The audit trail's name for an import (not a call of the contract). */
const IMPORT_FILE = 'importFile';

const query = z.object({
  mode: z.enum(['create', 'update']).default('create'),
  rows: z.enum(['all', 'valid']).default('all'),
  preview: z.enum(['0', '1']).default('0'),
  /** The columns chosen for the fields, as JSON ({"name": 0, "sku": 1}). */
  mapping: z.string().max(2000).optional(),
});
const mappingSchema = z.record(z.string().max(40), z.int().min(0).max(1000));

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const tooLarge: Problem = {
  type: '/problems/file-too-large',
  title: 'File Too Large',
  status: 413,
  detail: `The file is larger than ${megabytes(IMPORT_MAX_BYTES)}: split it into smaller files and import each.`,
  code: 'invalid',
};
const notASpreadsheet: Problem = {
  type: '/problems/not-a-spreadsheet',
  title: 'Not a CSV or Excel File',
  status: 415,
  detail: 'Choose a .csv file (UTF-8 text) or an Excel .xlsx workbook.',
  code: 'invalid',
};
const badRequest = (detail: string): Problem => ({
  type: '/problems/bad-request',
  title: 'Invalid request',
  status: 400,
  detail,
  code: 'invalid',
});

/** Thrown out of the transaction to undo it: a preview, or an import refused whole. */
class NotKept extends Error {}

export function registerImportRoutes(app: FastifyInstance, db: Db) {
  // The body is the file itself, handed over as a stream whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.post<{ Params: { kind: string }; Querystring: Record<string, string> }>(
    '/api/imports/:kind',
    { bodyLimit: IMPORT_MAX_BYTES },
    async (request, reply) => {
      const account = request.account;
      if (!account) return sendProblem(reply, accessProblem('unauthenticated', 'Sign in to continue.'));
      const kind = request.params.kind as ImportKind;
      const audit = (outcome: 'done' | 'refused', code: string | null, record: string) =>
        db.insert(auditEntries).values({
          accountId: account.id,
          userId: account.userId,
          call: IMPORT_FILE,
          record: record.slice(0, 200),
          outcome,
          code,
        });
      if (account.mustChangePassword)
        return sendProblem(reply, accessProblem('forbidden', 'Choose your own password first.'));
      if (!IMPORT_ROLES.includes(account.role as never)) {
        await audit('refused', 'forbidden', kind);
        return sendProblem(reply, accessProblem('forbidden', 'Your role does not allow this.'));
      }
      if (!IMPORT_KINDS.includes(kind))
        return sendProblem(reply, badRequest(`Nothing to import as ${kind}.`));
      const options = query.safeParse(request.query);
      if (!options.success) return sendProblem(reply, badRequest('Unknown import options.'));
      let mapping: Record<string, number> | undefined;
      if (options.data.mapping !== undefined) {
        const parsed = mappingSchema.safeParse(safeJson(options.data.mapping));
        if (!parsed.success) return sendProblem(reply, badRequest('The column mapping is not valid.'));
        mapping = parsed.data;
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > IMPORT_MAX_BYTES) return sendProblem(reply.header('connection', 'close'), tooLarge);

      // The whole upload is on disk before the transaction begins and the catalogue waits.
      let upload: SpooledUpload;
      try {
        upload = await spoolUpload(request.body as Readable, IMPORT_MAX_BYTES);
      } catch (error) {
        if (error instanceof FileTooLarge) return sendProblem(reply.header('connection', 'close'), tooLarge);
        throw error;
      }
      const preview = options.data.preview === '1';
      let report: (ImportReport & { missing: string[] }) | undefined;
      try {
        await db.transaction(async (tx) => {
          // The catalogue's writers wait while products or opening stock are imported: SKU and
          // barcode checks read it. Customers and suppliers never read it, but two imports of the
          // same kind take turns, so a file sent twice at once adds its rows once.
          if (CATALOGUE_KINDS.includes(kind)) await lockForTransaction(tx, 'catalogue');
          else await lockForTransaction(tx, kind === 'customers' ? 'customersImport' : 'suppliersImport');
          const stamp = () => ({ at: isoDateTime(new Date()), by: account.email });
          report = await runImport(
            kind,
            fileRows(upload.read(), IMPORT_MAX_BYTES),
            { mode: options.data.mode, validOnly: options.data.rows === 'valid', dryRun: preview, mapping },
            sqlImportWriters(tx, stamp),
          );
          if (!report.committed) throw new NotKept();
        });
      } catch (error) {
        if (error instanceof FileTooLarge) return sendProblem(reply.header('connection', 'close'), tooLarge);
        if (error instanceof NotASpreadsheet) return sendProblem(reply, notASpreadsheet);
        if (isContractError(error)) return sendProblem(reply, problemOf(error));
        if (!(error instanceof NotKept)) throw error;
      } finally {
        await upload.remove();
      }
      if (!report) throw new Error('The import ended without a report');
      const { missing, ...result } = report;
      if (preview) return reply.send(result);
      if (result.headers.length === 0)
        return sendProblem(reply, badRequest('The file is empty: its first row must name the columns.'));
      if (!result.committed) {
        await audit('refused', 'invalid', `${kind}: ${result.errorCount} errors`);
        const detail =
          missing.length > 0
            ? `Choose a column for ${missing.join(', ')}. Nothing was imported.`
            : `${importErrorsSummary(result)}. Nothing was imported.`;
        const refused = {
          type: '/problems/import-rows',
          title: 'Nothing Imported',
          status: 422,
          detail,
          code: 'invalid' as const,
          report: result,
        };
        return sendProblem(reply, refused);
      }
      await audit(
        'done',
        null,
        `${kind}: ${result.created} added, ${result.updated} changed, ${result.unchanged} unchanged`,
      );
      return reply.send(result);
    },
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
