// `npm start`: installs what the app needs, builds it and serves it on localhost.
import { ensurePnpm, installPackages, run } from './bootstrap.mjs';

const port = Number(process.env.PORT ?? 4173);
const pnpm = ensurePnpm();
installPackages(pnpm);
if (run(`${pnpm} --filter @warehouse/app build`) !== 0) process.exit(1);
console.log(`\nWarehouse is running at http://localhost:${port}/  (Ctrl+C stops it)\n`);
process.exit(run(`${pnpm} --filter @warehouse/app exec vite preview --port ${port} --strictPort --host`));
