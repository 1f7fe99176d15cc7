import {
  DEMO_OWNER,
  type SessionState,
  SIGN_IN_REFUSED,
  type SignInRequest,
  type StaffUser,
} from '@warehouse/domain/accounts';
import type { Notice } from '@warehouse/domain/notices';

/** Signing in and out: with the server's staff accounts, or (the in-memory app) the demo owner. */
export interface SessionClient {
  /** The sign-in mode, and who this browser's session cookie signs in (if anyone). */
  read(): Promise<SessionState>;
  /** Resolves with the user; rejects with a SignInRefused carrying the notice to show. */
  signIn(request: SignInRequest): Promise<StaffUser>;
  signOut(): Promise<void>;
}

/** A sign-in the server refused, with the notice that says why. */
export class SignInRefused extends Error {
  readonly notice: Notice;
  constructor(notice: Notice) {
    super(notice.message);
    this.name = 'SignInRefused';
    this.notice = notice;
  }
}

const demoOwner: StaffUser = { ...DEMO_OWNER, mustChangePassword: false };

/** The app without a server (memory data, benchmarks): the spec's demo sign-in, nothing stored. */
export const memorySessionClient: SessionClient = {
  read: async () => ({ mode: 'demo', user: null }),
  signIn: async () => demoOwner,
  signOut: async () => {},
};

const JSON_BODY = { 'content-type': 'application/json' };

/** The server's `/api/session`. */
const httpSessionClient: SessionClient = {
  async read() {
    const response = await fetch('/api/session');
    if (!response.ok) throw new Error(`The server answered ${response.status}`);
    return (await response.json()) as SessionState;
  },
  async signIn(request) {
    const response = await fetch('/api/session', {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify(request),
    });
    if (response.ok) return ((await response.json()) as SessionState).user as StaffUser;
    const problem = (await response.json().catch(() => ({}))) as { detail?: string; notice?: Notice };
    throw new SignInRefused(
      problem.notice ?? {
        ...SIGN_IN_REFUSED,
        message: problem.detail ?? SIGN_IN_REFUSED.message,
        destructive: true,
      },
    );
  },
  async signOut() {
    await fetch('/api/session', { method: 'DELETE' });
  },
};

/** The app's: the server's sessions, or none when the app runs on in-memory data. */
export const appSessionClient: SessionClient =
  import.meta.env.VITE_WAREHOUSE_DATA === 'memory' ? memorySessionClient : httpSessionClient;
