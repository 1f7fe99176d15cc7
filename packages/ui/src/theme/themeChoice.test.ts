import { describe, expect, it } from 'vitest';
import { readStoredTheme, resolveTheme, writeStoredTheme } from './themeChoice';

describe('§4 Theme: stored choice', () => {
  it('reads a saved light or dark choice', () => {
    expect(readStoredTheme({ getItem: () => 'dark' }, 'k')).toBe('dark');
    expect(readStoredTheme({ getItem: () => 'light' }, 'k')).toBe('light');
  });

  it('falls back to system when nothing is saved', () => {
    expect(readStoredTheme({ getItem: () => null }, 'k')).toBe('system');
    expect(readStoredTheme(undefined, 'k')).toBe('system');
  });

  it('ignores a stored value that is not a known theme', () => {
    expect(readStoredTheme({ getItem: () => 'purple' }, 'k')).toBe('system');
    expect(readStoredTheme({ getItem: () => '{"theme":"dark"}' }, 'k')).toBe('system');
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readStoredTheme(throwing, 'k')).toBe('system');
    expect(() => writeStoredTheme(throwing, 'k', 'dark')).not.toThrow();
  });

  it('with system, follows the operating system dark preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
