import { LOGIN_FAILED_NOTICE } from '../notices';
import type { Notice } from '../types/notice';
import { isBlank } from './fields';

export interface LoginValues {
  userId: string;
  password: string;
}

export type LoginValidation = { ok: true } | { ok: false; notice: Notice };

/**
 * §5 Login: both fields must be filled (whitespace alone counts as empty); otherwise the
 * destructive notice "Login Failed" / "Please enter your User ID and Password". No server check.
 */
export function validateLogin(values: LoginValues): LoginValidation {
  if (isBlank(values.userId) || isBlank(values.password)) return { ok: false, notice: LOGIN_FAILED_NOTICE };
  return { ok: true };
}

/** §2.5 The social login providers. */
export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
