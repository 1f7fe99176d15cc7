import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @warehouse/server db:generate` writes a migration for a changed schema into
// drizzle/; commit it. The server applies pending migrations at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
