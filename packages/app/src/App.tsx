import { Stack, ThemeProvider, Toaster } from '@warehouse/ui';

/** Warehouse-specific key for the saved theme choice (DESIGN.md, decisions). */
export const THEME_STORAGE_KEY = 'warehouse-theme';

export function App() {
  return (
    <ThemeProvider storageKey={THEME_STORAGE_KEY}>
      <Stack as="main" padding="8">
        <h1>Warehouse</h1>
        <p>Welcome to Warehouse Management System</p>
      </Stack>
      <Toaster />
    </ThemeProvider>
  );
}
