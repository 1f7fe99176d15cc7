import type { Decorator, Preview } from '@storybook/react-vite';
import { type ResolvedTheme, ThemeProvider, Toaster, VIEWPORTS } from '@warehouse/ui';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ResolvedTheme;
  // Storybook's own layout padding does not exist in vitest, so the padding is ours: `padded: false` for full pages.
  const padded = context.parameters.padded !== false;
  return (
    <ThemeProvider forcedTheme={theme} storageKey="storybook-theme">
      <div style={{ padding: padded ? 16 : 0 }}>
        <Story />
      </div>
      <Toaster />
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      test: 'error',
      // react-aria's off-screen live announcer keeps messages for seconds after their source is gone,
      // labelled by nodes that no longer exist: library-managed, not page content.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Issue 19: the window sizes screens are checked at; a story picks one with
    // `globals: { viewport: { value: 'phone' } }` (in Storybook's toolbar and in its tests alike).
    viewport: {
      options: Object.fromEntries(
        Object.entries(VIEWPORTS).map(([name, { width, height }]) => [
          name,
          {
            name: `${name} (${width} × ${height})`,
            styles: { width: `${width}px`, height: `${height}px` },
            type: name === 'phone' ? 'mobile' : 'tablet',
          },
        ]),
      ),
    },
  },
};

export default preview;
