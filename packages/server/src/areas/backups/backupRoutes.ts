// `GET /api/backups/:name/file`: a backup's file, streamed, for owners (the roles the backup calls
// name). Signed in or 401 as every /api route (requestGuard); another role is refused (403) and
// the refusal recorded, as contractRoutes does for the calls; each download is in the audit trail.
import { createReadStream } from 'node:fs';
import { mayCall, type Role } from '@warehouse/domain/accounts';
import { accessProblem, NotFoundError, problemOf } from '@warehouse/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { auditEntries } from '../../db/schema';
import { sendProblem } from '../../http/problems';
import { backupPath } from './backupsStore';

/** The audit trail's name for a download (not a call of the contract). */
const DOWNLOAD_BACKUP = 'downloadBackup';

export function registerBackupRoutes(app: FastifyInstance, db: Db, dir: string) {
  app.get<{ Params: { name: string } }>(
    '/api/backups/:name/file',
    // Already gzip inside: not compressed again.
    { compress: false },
    async (request, reply) => {
      const account = request.account;
      if (!account) return sendProblem(reply, accessProblem('unauthenticated', 'Sign in to continue.'));
      const record = request.params.name.slice(0, 200);
      const audit = (outcome: 'done' | 'refused', code: string | null) =>
        db.insert(auditEntries).values({
          accountId: account.id,
          userId: account.userId,
          call: DOWNLOAD_BACKUP,
          record,
          outcome,
          code,
        });
      if (account.mustChangePassword)
        return sendProblem(reply, accessProblem('forbidden', 'Choose your own password first.'));
      // Whoever may list the backups may download one (owners).
      if (!mayCall(account.role as Role, 'listBackups')) {
        await audit('refused', 'forbidden');
        return sendProblem(reply, accessProblem('forbidden', 'Your role does not allow this.'));
      }
      let path: string;
      try {
        path = await backupPath(dir, request.params.name);
      } catch (error) {
        if (error instanceof NotFoundError) return sendProblem(reply, problemOf(error));
        throw error;
      }
      await audit('done', null);
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
}
