// Knip (issue 13): unused files, exports and dependencies fail `pnpm lint` and the test command.
// A finding is fixed, or ignored here with its reason beside it; nothing is silenced wholesale.
//
// Entries that Knip finds by itself, so they are not repeated below (it hints at redundant ones):
// - each package's public entry, from its package.json "exports" (src/index.ts);
// - Vite: packages/app/vite.config.ts and index.html → src/main.tsx;
// - Vitest: vitest.config.ts and its test files (packages/*/src/**/*.test.{ts,tsx}), the setup files;
// - Storybook: .storybook/{main,preview,vitest.setup}.ts(x) and the stories globs in .storybook/main.ts;
// - Playwright: playwright.config.ts and e2e/*.spec.ts.
// Tests and stories are entries, so an export that only they use counts as used.
import type { KnipConfig } from 'knip';

// domain and screens are internal layers (their consumers are screens and app; later server): an
// export of their public entry (src/index.ts) that no other package, test or story imports is dead
// code too, so their entry exports are checked as well (domain has one entry per area, listed in
// its package.json "exports"). A test that imported a whole entry with `import *` would make Knip
// count every export of it as used: test what a module does, not its list of names.
// A new object per workspace: Knip fills in the object it is given, so one shared object would leak
// between workspaces.
const internalLayer = () => ({ includeEntryExports: true });

const config: KnipConfig = {
  workspaces: {
    '.': {
      // Node scripts run by package.json scripts, by each other (test.mjs runs
      // `node scripts/bundle-budget.mjs`) and by CI, and the bench's modules.
      entry: ['scripts/*.mjs', 'scripts/bench/**/*.{mjs,ts}'],
      ignoreDependencies: [
        // A binary run by scripts/chromatic.mjs (`pnpm exec chromatic` in a shell string, which Knip
        // does not read).
        'chromatic',
      ],
    },
    'packages/app': {},
    'packages/domain': internalLayer(),
    'packages/screens': internalLayer(),
    'packages/server': {
      // main.ts and cli.ts are vite.config.ts's entries (Knip reads them there); a crash test spawns
      // the fixture by path.
      entry: ['src/testing/fixtures/*.mjs'],
    },
    // ui is the design system: its public entry is its catalogue (each component with its stories and
    // tests, whether or not a screen uses it yet), so that entry's exports are not checked; everything
    // behind it is. (With them checked, Knip lists about 40 components, hooks and icons and 100 props
    // types that no screen or app imports yet.)
    'packages/ui': {},
  },
};

export default config;
