// The global styles (reset, bundled font, focus ring) travel with the provider every app mounts, so a
// production build that tree-shakes the package index keeps them.
import '@fontsource-variable/inter';
import '../tokens/global.css';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useMediaQuery } from '../layout/useMediaQuery';
import { themeClass } from '../tokens/themes.css';
import {
  DEFAULT_THEME_STORAGE_KEY,
  type ResolvedTheme,
  readStoredTheme,
  resolveTheme,
  type ThemeChoice,
  writeStoredTheme,
} from './themeChoice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeContextValue {
  /** What the user chose: light, dark or system. */
  theme: ThemeChoice;
  /** What is shown now. */
  resolvedTheme: ResolvedTheme;
  setTheme: (choice: ThemeChoice) => void;
  /** Switches between light and dark (from system, to the opposite of what is shown). */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export interface ThemeProviderProps {
  children: ReactNode;
  /** Local-storage key for the saved choice. */
  storageKey?: string;
  /** Used when nothing valid is saved. */
  defaultTheme?: ThemeChoice;
  /** A fixed theme that is neither read from nor saved to storage (stories, tests). */
  forcedTheme?: ResolvedTheme;
}

/** Applies the light or dark theme to the document and remembers the user's choice. */
export function ThemeProvider({
  children,
  storageKey = DEFAULT_THEME_STORAGE_KEY,
  defaultTheme = 'system',
  forcedTheme,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<ThemeChoice>(() => {
    const stored = readStoredTheme(browserStorage(), storageKey);
    return stored === 'system' ? defaultTheme : stored;
  });
  const prefersDark = useMediaQuery(DARK_QUERY);
  const resolvedTheme = forcedTheme ?? resolveTheme(theme, prefersDark);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(themeClass.light, themeClass.dark);
    root.classList.add(themeClass[resolvedTheme]);
    root.dataset.theme = resolvedTheme;
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (choice: ThemeChoice) => {
      setThemeState(choice);
      writeStoredTheme(browserStorage(), storageKey, choice);
    },
    [storageKey],
  );
  const toggleTheme = useCallback(
    () => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'),
    [resolvedTheme, setTheme],
  );

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme, toggleTheme }),
    [theme, resolvedTheme, setTheme, toggleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and the means to change it. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside a ThemeProvider');
  return value;
}
