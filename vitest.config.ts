import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/*.test.ts'],
          exclude: ['packages/server/**'],
          setupFiles: ['./scripts/unit-setup.ts'],
          // As the other projects: a busy two-core machine ran the 250,000-line ledger test in 7.7 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          // One throwaway PostgreSQL per run (or TEST_DATABASE_URL); each test file gets its own database.
          globalSetup: ['./packages/server/src/testing/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: storybookDir })],
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'react-aria-components',
            'sonner',
            'lucide-react',
            'react',
            'react-dom',
            'react-dom/client',
            '@vanilla-extract/dynamic',
            'axe-core',
            'storybook/test',
            '@warehouse/ui > @internationalized/date',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // A window large enough that a story's frame (1200 px wide, grown to a tall page's height) is never scaled.
              contextOptions: { reducedMotion: 'reduce', viewport: { width: 1240, height: 2480 } },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Per-pixel colour tolerance absorbs anti-aliasing; an absolute pixel budget catches small layout changes.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 100 },
              },
            },
          },
        },
      },
    ],
  },
});
