// The sign-in request's shape (it is not a call of the data contract: the session routes take it).
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../session/login';
import { MAX_PASSWORD_LENGTH } from '../session/password';
import { text } from './shapes';

/**
 * POST /api/session (signing in): credentials, or a social button in demo mode. A
 * password is bounded: hashing a megabyte would be a cheap way to keep the server busy.
 */
export const signInSchema = z.union([
  z.strictObject({ userId: text.min(1).max(100), password: text.min(1).max(MAX_PASSWORD_LENGTH) }),
  z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) }),
]);
