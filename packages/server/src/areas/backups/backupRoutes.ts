// `GET /api/backups/:name/file`: a backup's file, streamed, for owners (the roles the backup calls
// name). Signed in or 401 as every /api route (requestGuard); another role is refused (403) and
// the refusal recorded, as contractRoutes does for the calls; each download is in the audit trail.
import { createReadStream } from 'node:fs';
import { mayCall, type Role } from '@warehouse/domain/accounts';
import { NotFoundError, problemOf } from '@warehouse/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sendProblem } from '../../http/problems';
import { downloadAllowed, recordDownload } from '../audit/downloads';
import { backupPath } from './backupsStore';

export function registerBackupRoutes(app: FastifyInstance, db: Db, dir: string) {
  app.get<{ Params: { name: string } }>(
    '/api/backups/:name/file',
    // Already gzip inside: not compressed again.
    { compress: false },
    async (request, reply) => {
      const download = { event: 'downloadBackup', record: request.params.name } as const;
      // Whoever may list the backups may download one (owners).
      const allowed = (role: Role) => mayCall(role, 'listBackups');
      if (!(await downloadAllowed(db, request, reply, { ...download, allowed }))) return reply;
      let path: string;
      try {
        path = await backupPath(dir, request.params.name);
      } catch (error) {
        if (error instanceof NotFoundError) return sendProblem(reply, problemOf(error));
        throw error;
      }
      await recordDownload(db, request, download);
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
}
