import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES, validatePasswordChange } from './password';

describe('Password change: current given, new of 12+ characters and different, confirmation the same', () => {
  const good = {
    currentPassword: 'old secret',
    newPassword: 'a longer secret',
    confirmPassword: 'a longer secret',
  };

  it('accepts a valid change, as typed', () => {
    expect(validatePasswordChange(good)).toEqual({ ok: true, value: good });
  });

  it('asks for the current password', () => {
    expect(validatePasswordChange({ ...good, currentPassword: ' ' })).toEqual({
      ok: false,
      fieldErrors: { currentPassword: PASSWORD_MESSAGES.currentRequired },
    });
  });

  it(`refuses a new password under ${MIN_PASSWORD_LENGTH} characters`, () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    const result = validatePasswordChange({ ...good, newPassword: short, confirmPassword: short });
    expect(result).toEqual({ ok: false, fieldErrors: { newPassword: PASSWORD_MESSAGES.newTooShort } });
  });

  it('refuses the current password as the new one', () => {
    const same = 'the same secret';
    const result = validatePasswordChange({
      currentPassword: same,
      newPassword: same,
      confirmPassword: same,
    });
    expect(result).toEqual({ ok: false, fieldErrors: { newPassword: PASSWORD_MESSAGES.newSameAsCurrent } });
  });

  it('refuses a confirmation that differs', () => {
    expect(validatePasswordChange({ ...good, confirmPassword: 'a longer secreT' })).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: PASSWORD_MESSAGES.confirmMismatch },
    });
  });
});
