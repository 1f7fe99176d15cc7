import { type Validation, validated } from '../contract/validation';
import { isBlank } from '../forms/fields';
import { LOGIN_FAILED_NOTICE } from '../notices/notices';
import type { FieldErrors } from '../notices/tone';

export interface LoginValues {
  userId: string;
  password: string;
}

type LoginField = keyof LoginValues;
export type LoginValidation = Validation<LoginValues, LoginField>;

/**
 * §5 Login: both fields must be filled (whitespace alone counts as empty); otherwise the
 * destructive notice "Login Failed" / "Please enter your User ID and Password" (each blank field
 * carries its message). No server check; the values come back as typed.
 */
export function validateLogin(values: LoginValues): LoginValidation {
  const errors: FieldErrors<LoginField> = {};
  for (const field of ['userId', 'password'] as const)
    if (isBlank(values[field])) errors[field] = LOGIN_FAILED_NOTICE.message;
  return validated(errors, () => ({ ...values }), LOGIN_FAILED_NOTICE);
}

/** §2.5 The social login providers. */
export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
