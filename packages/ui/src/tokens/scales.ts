// Raw scales: the only place raw colours and sizes live. Components use the semantic `vars`.
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    25: '#fcfcfd',
    50: '#f8f9fb',
    100: '#f1f3f6',
    200: '#e3e7ed',
    300: '#cdd3dc',
    400: '#9aa3b2',
    500: '#6b7587',
    600: '#4d5667',
    700: '#363d4b',
    800: '#232834',
    850: '#1b1f29',
    900: '#141821',
    950: '#0c0f15',
  },
  blue: {
    50: '#eef4ff',
    100: '#dbe7ff',
    300: '#8db4ff',
    400: '#5e92fb',
    500: '#3a72f0',
    600: '#2456d6',
    700: '#1d45ad',
    900: '#122a66',
    950: '#0c1a40',
  },
  green: {
    50: '#ecfbf2',
    100: '#d2f5e0',
    300: '#7fdca5',
    400: '#46c47d',
    600: '#16874a',
    700: '#11703d',
    900: '#0b3d23',
    950: '#06261a',
  },
  amber: {
    50: '#fff8e6',
    100: '#feedbf',
    300: '#fbc95a',
    400: '#f5b32a',
    600: '#a8650a',
    700: '#8a5208',
    900: '#4a2c05',
    950: '#2e1b03',
  },
  red: {
    50: '#fff0f0',
    100: '#ffdcdc',
    300: '#ff9c9c',
    400: '#f56767',
    600: '#cc2b2b',
    700: '#a82121',
    900: '#5c1414',
    950: '#3a0b0b',
  },
  sky: {
    50: '#ebf8ff',
    100: '#d0efff',
    300: '#7ccbf5',
    400: '#3fb0ea',
    600: '#0b72a8',
    700: '#0a5d89',
    900: '#083650',
    950: '#052233',
  },
} as const;

export const space = {
  none: '0',
  '0.5': '2px',
  '1': '4px',
  '1.5': '6px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
} as const;

export const radius = { none: '0', sm: '4px', md: '6px', lg: '10px', xl: '14px', full: '9999px' } as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '18px',
  '2xl': '22px',
  '3xl': '28px',
} as const;

export const lineHeight = { tight: '1.2', normal: '1.45', relaxed: '1.6' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const fontFamily = {
  body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const zIndex = {
  base: '0',
  sticky: '10',
  sidebar: '20',
  overlay: '100',
  popover: '200',
  toast: '300',
} as const;
export const motion = { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/**
 * Layout breakpoints (minimum widths): compact below `medium` (phones), medium below `wide`
 * (tablets in portrait), wide from there (tablets in landscape, desktops). Screens use them
 * through sprinkles' conditions; components through `media`.
 */
const breakpoint = { medium: 640, wide: 1024 } as const;
export const media = {
  /** Only for what a phone needs beyond the layout (a finger's hit area): layouts go up from compact. */
  compact: `screen and (max-width: ${breakpoint.medium - 0.02}px)`,
  medium: `screen and (min-width: ${breakpoint.medium}px)`,
  wide: `screen and (min-width: ${breakpoint.wide}px)`,
} as const;

/**
 * The window sizes every screen is checked at: a phone, a tablet in portrait and a
 * tablet in landscape. Stories take one as their `viewport` parameter; the e2e tests use them too.
 */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  tabletLandscape: { width: 1024, height: 768 },
} as const;

/** Fixed layout sizes from the spec (§2.2, §9). */
export const size = {
  sidebarExpanded: '256px',
  sidebarCollapsed: '64px',
  /** The menu drawer on compact and medium screens. */
  drawer: '288px',
  topBar: '56px',
  controlSm: '28px',
  controlMd: '36px',
  controlLg: '44px',
  iconSm: '14px',
  iconMd: '16px',
  iconLg: '20px',
  dialogSm: '420px',
  dialogMd: '560px',
  dialogLg: '760px',
  toastWidth: '356px',
  avatarSm: '24px',
  avatarMd: '32px',
  avatarLg: '40px',
  badgeMin: '20px',
  meterTrack: '8px',
  timelineDot: '20px',
  contentMax: '480px',
  /** A short number input, e.g. a cart quantity. */
  fieldNarrow: '72px',
} as const;

/** Fixed row metrics for virtualized collections (numbers, since the virtualizer lays out in px). */
export const tableMetrics = { rowHeight: 48, compactRowHeight: 40, headerHeight: 40 } as const;
