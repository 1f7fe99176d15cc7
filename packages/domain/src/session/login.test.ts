import { describe, expect, it } from 'vitest';
import { SOCIAL_PROVIDERS, validateLogin } from './login';

describe('§5 Login: both fields must be filled', () => {
  const notice = {
    title: 'Login Failed',
    message: 'Please enter your User ID and Password',
    destructive: true,
  };
  const failed = (...fields: string[]) => ({
    ok: false,
    fieldErrors: Object.fromEntries(fields.map((field) => [field, notice.message])),
    notice,
  });

  it('accepts any non-empty User ID and Password (§6, no server check)', () => {
    expect(validateLogin({ userId: 'anyone', password: 'x' })).toEqual({
      ok: true,
      value: { userId: 'anyone', password: 'x' },
    });
  });

  it('refuses an empty User ID', () => {
    expect(validateLogin({ userId: '', password: 'secret' })).toEqual(failed('userId'));
  });

  it('refuses an empty Password', () => {
    expect(validateLogin({ userId: 'admin', password: '' })).toEqual(failed('password'));
  });

  it('refuses both empty', () => {
    expect(validateLogin({ userId: '', password: '' })).toEqual(failed('userId', 'password'));
  });

  it('counts whitespace alone as empty', () => {
    expect(validateLogin({ userId: '   ', password: 'secret' })).toEqual(failed('userId'));
    expect(validateLogin({ userId: 'admin', password: ' ' })).toEqual(failed('password'));
  });
});

describe('§2.5 Login social buttons', () => {
  it('offers Google and Facebook', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['Google', 'Facebook']);
  });
});
