/**
 * RouterProvider lets the app's router handle every kit Link (react-aria's client-side routing);
 * FileTrigger opens the file chooser from the kit Button it wraps (it draws nothing itself).
 */
export { FileTrigger, RouterProvider } from 'react-aria-components';
export * from './Alert';
export * from './AppShell';
export * from './Avatar';
export * from './Badge';
export { type BarcodeScannerOptions, SCAN_KEY_GAP_MS, useBarcodeScanner } from './BarcodeScanner';
export * from './Button';
export { CameraPreview, type CameraPreviewProps } from './CameraPreview';
export * from './Card';
export * from './Checkbox';
export * from './ComboBox';
export * from './DataTable';
export * from './DateCalendar';
export * from './DateField';
export * from './DatePicker';
export * from './Dialog';
export * from './Divider';
export * from './Drawer';
export * from './EmptyState';
export * from './Field';
export * from './Form';
export * from './FormDialog';
export * from './Heading';
export * from './IconButton';
export * from './icons';
export * from './Link';
export * from './List';
export { Box, type BoxProps } from './layout/Box';
export { Grid, type GridProps } from './layout/Grid';
export { Inline, type InlineProps } from './layout/Inline';
export { Stack, type StackProps } from './layout/Stack';
export { BottomBar, StickyColumn } from './layout/StickyColumn';
export { useIsPhone } from './layout/useMediaQuery';
export * from './Menu';
export * from './Meter';
export * from './NumberField';
export * from './PageHeader';
export * from './Popover';
export * from './RadioGroup';
export * from './ReceiptPaper';
export * from './RowButton';
export * from './SearchField';
export * from './Select';
export * from './Sidebar';
export * from './Skeleton';
export * from './Spinner';
export * from './StatCard';
export * from './Switch';
export * from './Tabs';
export * from './Text';
export * from './TextArea';
export * from './TextField';
export * from './Tile';
export * from './Timeline';
export * from './Toast';
export * from './Toolbar';
export * from './Tooltip';
export * from './TopBar';
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
export { VIEWPORTS } from './tokens/scales';
export { type Sprinkles, sprinkles } from './tokens/sprinkles.css';
export { darkTheme, lightTheme, themeClass } from './tokens/themes.css';
export { type Tone, tones } from './tokens/tone';
