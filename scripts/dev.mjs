// `pnpm dev`: the server and the app together, each reloading on change. The server is rebuilt on
// every save (vite build --watch) and restarted by `node --watch` (its PostgreSQL stops and starts
// with it, on ./data); the app is Vite's dev server on http://localhost:5173/, its /api sent to the
// server on port 4173.
import { spawn, spawnSync } from 'node:child_process';

const children = [];
const start = (command, args) => {
  const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  children.push(child);
  return child;
};

if (spawnSync('pnpm', ['--filter', '@warehouse/server', 'build'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);
start('pnpm', ['--filter', '@warehouse/server', 'exec', 'vite', 'build', '--watch', '--logLevel', 'warn']);
start('node', ['--watch', 'packages/server/dist/main.js']);
start('pnpm', ['--filter', '@warehouse/app', 'dev']);

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
