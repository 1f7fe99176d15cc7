// `pnpm chromatic`: publishes the built Storybook to Chromatic when a project token is set.
import { run } from './bootstrap.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}
// Offline, chromatic retries for ever: bound it.
const status = run(
  'timeout 900 pnpm exec chromatic --build-script-name build-storybook --only-changed --exit-zero-on-changes --no-diagnostics-file',
);
process.exit(status);
