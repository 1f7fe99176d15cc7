import type { SocialProvider } from '../session/login';
import type { Role } from './roles';

/** Who is signed in, as the app sees them. */
export interface StaffUser {
  /** The login name. */
  userId: string;
  name: string;
  email: string;
  role: Role;
  /** Signed in with a temporary password: a new one is chosen before anything else. */
  mustChangePassword: boolean;
}

/**
 * How the server lets people in. Demo (the embedded sample business): any non-empty pair signs in
 * as the sample owner, as the spec's Login says. Production: real staff accounts only.
 */
export type SignInMode = 'demo' | 'production';

/** GET /api/session: the mode, and the user when a valid session cookie came with the request. */
export interface SessionState {
  mode: SignInMode;
  user: StaffUser | null;
}

/** Credentials, or a social button (demo mode only: it signs in as the sample owner). */
export type SignInRequest = { userId: string; password: string } | { provider: SocialProvider };

/** The refusal of a sign-in: the same whether the user id exists or not. */
export const SIGN_IN_REFUSED = {
  title: 'Login Failed',
  message: 'The User ID or Password is not correct',
} as const;

/** Too many attempts for one account or from one address. */
export const SIGN_IN_THROTTLED = {
  title: 'Login Failed',
  message: 'Too many attempts. Wait a minute and try again',
} as const;

/** A session the server no longer accepts (signed out elsewhere, expired, account deactivated). */
export const SESSION_ENDED = {
  title: 'Session Ended',
  message: 'Sign in again to continue',
} as const;

/** The sample business's owner: who demo mode signs in as. */
export const DEMO_OWNER = {
  userId: 'owner',
  name: 'Store Owner',
  email: 'owner@warehouse.example',
  role: 'owner',
} as const satisfies Omit<StaffUser, 'mustChangePassword'>;

/** A session ends after this long without a request… */
export const SESSION_IDLE_MINUTES = 8 * 60;
/** …a till role's sooner (Settings → Store: Till Sign-out), this by default… */
export const TILL_IDLE_MINUTES_DEFAULT = 30;
/** …the roles that work at a till… */
export const TILL_ROLES: readonly Role[] = ['cashier'];
/** …and this long after sign-in, whatever happens. */
export const SESSION_LIFETIME_HOURS = 24;
/** Sign-in attempts allowed for one account in a minute (production mode)… */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
/** …and from one address, where a shop's tills often share one. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE = 30;
