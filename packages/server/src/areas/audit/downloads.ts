// Files the server's own routes stream (a backup, a list's export), not calls of the contract: each
// for a signed-in account whose role may have it (401 and 403 as the calls answer, a role's
// refusal recorded), and each download in the audit trail.
import type { DownloadEvent, Role } from '@warehouse/domain/accounts';
import { accessProblem } from '@warehouse/domain/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { auditEntries } from '../../db/schema';
import { sendProblem } from '../../http/problems';

/** What an entry keeps of a name the request gave: no more than a record's length. */
const RECORD_LENGTH = 200;

interface Download {
  event: DownloadEvent;
  /** What is downloaded (a backup's name, an export's file). */
  record: string;
}

function auditDownload(
  db: Db,
  request: FastifyRequest,
  { event, record }: Download,
  outcome: { detail?: string | null } | { refused: string },
) {
  const account = request.account;
  if (!account) throw new Error('A download is recorded for a signed-in account');
  return db.insert(auditEntries).values({
    accountId: account.id,
    userId: account.userId,
    call: event,
    record: record.slice(0, RECORD_LENGTH),
    ...('refused' in outcome
      ? { outcome: 'refused', code: outcome.refused }
      : { outcome: 'done', code: null, detail: outcome.detail ?? null }),
  });
}

/**
 * Whether the request may have the file: signed in, with a password of their own, and of a role
 * `allowed` names. Otherwise it is false, the problem sent (the handler returns the reply) and a
 * role's refusal recorded.
 */
export async function downloadAllowed(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  download: Download & { allowed: (role: Role) => boolean },
): Promise<boolean> {
  const account = request.account;
  if (!account) {
    sendProblem(reply, accessProblem('unauthenticated', 'Sign in to continue.'));
    return false;
  }
  if (account.mustChangePassword) {
    sendProblem(reply, accessProblem('forbidden', 'Choose your own password first.'));
    return false;
  }
  if (!download.allowed(account.role as Role)) {
    await auditDownload(db, request, download, { refused: 'forbidden' });
    sendProblem(reply, accessProblem('forbidden', 'Your role does not allow this.'));
    return false;
  }
  return true;
}

/** The download, in the audit trail (with what it held, when its record alone does not say). */
export async function recordDownload(
  db: Db,
  request: FastifyRequest,
  download: Download & { detail?: string | null },
): Promise<void> {
  await auditDownload(db, request, download, { detail: download.detail });
}
