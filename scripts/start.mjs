// `npm start`: installs what the app needs, builds the app and the server, and runs the server:
// it starts its own PostgreSQL on ./data (or uses DATABASE_URL), writes the sample business on
// first start, and serves the app and its API on http://localhost:4173/.
import { ensurePnpm, installPackages, run } from './bootstrap.mjs';

const pnpm = ensurePnpm();
installPackages(pnpm);
if (run(`${pnpm} --filter @warehouse/app build`) !== 0) process.exit(1);
if (run(`${pnpm} --filter @warehouse/server build`) !== 0) process.exit(1);
process.exit(run('node packages/server/dist/main.js', { env: { ...process.env, NODE_ENV: 'production' } }));
