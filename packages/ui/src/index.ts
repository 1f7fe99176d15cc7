import '@fontsource-variable/inter';
import './tokens/global.css';

export * from './Button';
export * from './icons';
export { Box, type BoxProps } from './layout/Box';
export { Grid, type GridProps } from './layout/Grid';
export { Inline, type InlineProps } from './layout/Inline';
export { Stack, type StackProps } from './layout/Stack';
export * from './Spinner';
export * from './Toast';
export { ThemeProvider, type ThemeProviderProps, useTheme } from './theme/ThemeProvider';
export {
  DEFAULT_THEME_STORAGE_KEY,
  isThemeChoice,
  type ResolvedTheme,
  readStoredTheme,
  resolveTheme,
  type ThemeChoice,
  themeChoices,
} from './theme/themeChoice';
export { vars } from './tokens/contract.css';
export { type Sprinkles, sprinkles } from './tokens/sprinkles.css';
export { darkTheme, lightTheme, themeClass } from './tokens/themes.css';
export { type Tone, tones } from './tokens/tone';
