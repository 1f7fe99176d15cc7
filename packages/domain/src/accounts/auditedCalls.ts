// What the audit trail records and how the Activity screen says it: every call whose declaration
// has an `audit`, the session events (signing in and out) and the files downloaded, which are not
// calls.
import { callArguments } from '../contract/call';
import { CALLS, type CallName } from '../contract/calls';
import type { ActivityEntry, ActivityKind } from './activity';

/**
 * Signing in and out, recorded by the server's session routes (they are not calls of the data
 * contract): who, when, and for a refusal why.
 */
const SESSION_EVENTS = {
  signIn: 'Signed in',
  signInRefused: 'Tried to sign in',
  signOut: 'Signed out',
} as const;
export type SessionEvent = keyof typeof SESSION_EVENTS;

/**
 * Files the server's own routes stream out (not calls of the data contract: a file is no JSON
 * answer), each recorded with the kind of activity it is.
 */
const DOWNLOAD_EVENTS = {
  downloadBackup: { label: 'Downloaded a backup', kind: 'backups' },
  exportList: { label: 'Exported a list', kind: 'exports' },
} as const satisfies Record<string, { label: string; kind: ActivityKind }>;
export type DownloadEvent = keyof typeof DOWNLOAD_EVENTS;

/** What an audit entry records: a call of the contract, a session event or a download. */
export type AuditedAction = CallName | SessionEvent | DownloadEvent;

const isSessionEvent = (action: string): action is SessionEvent => action in SESSION_EVENTS;
const isDownloadEvent = (action: string): action is DownloadEvent => Object.hasOwn(DOWNLOAD_EVENTS, action);
const isCall = (action: string): action is CallName => Object.hasOwn(CALLS, action);

/** Whether a call changes the business, and so is recorded in the audit trail. */
export const isAudited = (call: CallName): boolean => CALLS[call].audit !== undefined;

/** An entry's action as the Activity screen says it, with what changed when it says more. */
export function activityLabel(entry: Pick<ActivityEntry, 'call' | 'detail'>): string {
  const label = isSessionEvent(entry.call)
    ? SESSION_EVENTS[entry.call]
    : isDownloadEvent(entry.call)
      ? DOWNLOAD_EVENTS[entry.call].label
      : isCall(entry.call)
        ? (CALLS[entry.call].audit?.label ?? entry.call)
        : entry.call;
  return entry.detail ? `${label}: ${entry.detail}` : label;
}

/** The calls (and session events, and downloads) of one kind, for a filter. */
export const callsOfKind = (kind: ActivityKind): AuditedAction[] =>
  kind === 'access'
    ? (Object.keys(SESSION_EVENTS) as SessionEvent[])
    : [
        ...(Object.keys(CALLS) as CallName[]).filter((call) => CALLS[call].audit?.kind === kind),
        ...(Object.keys(DOWNLOAD_EVENTS) as DownloadEvent[]).filter(
          (event) => DOWNLOAD_EVENTS[event].kind === kind,
        ),
      ];

/** The record an audited call changed, from the arguments it was made with and its answer. */
export function auditedRecord(call: CallName, args: readonly unknown[], result: unknown): string | null {
  const declaration = CALLS[call];
  const record = declaration.audit?.record as
    | ((call: { id?: string; input?: unknown }, result: unknown) => string | null)
    | undefined;
  return record ? record(callArguments(declaration, args), result) : null;
}
