export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type ResolvedTheme = 'light' | 'dark';

/** The generic default key; an app passes its own. */
export const DEFAULT_THEME_STORAGE_KEY = 'ui-theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (themeChoices as readonly string[]).includes(value);
}

/** Reads the saved choice; anything unknown, or storage that throws, falls back to system. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined, key: string): ThemeChoice {
  try {
    const value = storage?.getItem(key);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export function writeStoredTheme(
  storage: Pick<Storage, 'setItem'> | undefined,
  key: string,
  choice: ThemeChoice,
) {
  try {
    storage?.setItem(key, choice);
  } catch {
    // Storage full or blocked (private mode): the choice still applies for this visit.
  }
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
