import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from '../tokens/themes.css';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { DEFAULT_THEME_STORAGE_KEY } from './themeChoice';

type Listener = (event: MediaQueryListEvent) => void;
let prefersDark = false;
let listeners: Listener[] = [];

function setSystemDark(value: boolean) {
  prefersDark = value;
  for (const listener of listeners) listener({ matches: value } as MediaQueryListEvent);
}

beforeEach(() => {
  prefersDark = false;
  listeners = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && prefersDark;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.push(listener),
    removeEventListener: (_: string, listener: Listener) => {
      listeners = listeners.filter((l) => l !== listener);
    },
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

function Probe() {
  const { theme, resolvedTheme, toggleTheme, setTheme } = useTheme();
  return (
    <div>
      <p>choice: {theme}</p>
      <p>shown: {resolvedTheme}</p>
      <button type="button" onClick={toggleTheme}>
        Toggle
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        System
      </button>
    </div>
  );
}

const root = () => document.documentElement;

describe('§4 Theme: ThemeProvider', () => {
  it('defaults to system and follows the OS preference', () => {
    prefersDark = true;
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice: system')).toBeTruthy();
    expect(screen.getByText('shown: dark')).toBeTruthy();
    expect(root().classList.contains(darkTheme)).toBe(true);
  });

  it('reacts when the OS preference changes while on system', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(root().classList.contains(lightTheme)).toBe(true);
    act(() => setSystemDark(true));
    expect(screen.getByText('shown: dark')).toBeTruthy();
    expect(root().classList.contains(darkTheme)).toBe(true);
    expect(root().classList.contains(lightTheme)).toBe(false);
  });

  it('the toggle switches between light and dark and saves the choice under the default key', async () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('shown: dark')).toBeTruthy();
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('shown: light')).toBeTruthy();
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBe('light');
  });

  it('uses a configurable storage key and restores the saved choice', () => {
    localStorage.setItem('warehouse-theme', 'dark');
    render(
      <ThemeProvider storageKey="warehouse-theme">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice: dark')).toBeTruthy();
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBeNull();
  });

  it('ignores an unknown stored value and does not crash', () => {
    localStorage.setItem(DEFAULT_THEME_STORAGE_KEY, 'neon');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice: system')).toBeTruthy();
    expect(screen.getByText('shown: light')).toBeTruthy();
  });

  it('a forced theme wins and is not saved', () => {
    render(
      <ThemeProvider forcedTheme="dark">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('shown: dark')).toBeTruthy();
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBeNull();
  });

  it('useTheme outside a provider fails with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useTheme must be used inside a ThemeProvider');
  });
});
