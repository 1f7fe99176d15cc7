import { type Validation, validated } from '../contract/validation';
import { isBlank } from '../forms/fields';
import type { FieldErrors } from '../notices/tone';

/** The Change Password form (Settings → Security, and the account's Password tab). */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordChange;

/** A new password's least length (the spec shows none; staff accounts follow current guidance). */
export const MIN_PASSWORD_LENGTH = 12;
/**
 * Its greatest, the same wherever a password is set or checked (hashing a megabyte would be a
 * cheap way to keep the server busy).
 */
export const MAX_PASSWORD_LENGTH = 1_000;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password',
  currentWrong: 'The current password is not correct',
  newTooShort: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`,
  newTooLong: `The new password can have at most ${MAX_PASSWORD_LENGTH.toLocaleString('en-US')} characters`,
  newSameAsCurrent: 'The new password must differ from the current one',
  confirmMismatch: 'The passwords do not match',
} as const;

export const emptyPasswordChange = (): PasswordChange => ({
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});

/**
 * A password change: the current password given, a new one of 12 to 1,000 characters that is
 * not the current one, and its confirmation typed the same.
 */
export function validatePasswordChange(change: PasswordChange): Validation<PasswordChange, PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (isBlank(change.currentPassword)) errors.currentPassword = PASSWORD_MESSAGES.currentRequired;
  if (change.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = PASSWORD_MESSAGES.newTooShort;
  else if (change.newPassword.length > MAX_PASSWORD_LENGTH) errors.newPassword = PASSWORD_MESSAGES.newTooLong;
  else if (change.newPassword === change.currentPassword)
    errors.newPassword = PASSWORD_MESSAGES.newSameAsCurrent;
  if (change.confirmPassword !== change.newPassword)
    errors.confirmPassword = PASSWORD_MESSAGES.confirmMismatch;
  return validated(errors, () => ({ ...change }));
}
