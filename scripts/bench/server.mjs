// Builds the app in bench mode and serves that build with Vite's preview server on a free port.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const appDir = fileURLToPath(new URL('../../packages/app/', import.meta.url));
/** The bench-mode build (generated data at real sizes), beside the app's normal dist/. */
const outDir = 'dist-bench';

export async function buildApp() {
  console.log('Building the app in bench mode...');
  // Warnings and errors only, as `vite build` did with its stdout ignored.
  await build({ root: appDir, mode: 'bench', logLevel: 'warn', build: { outDir } });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` of the bench build: resolves with its URL and a function that stops it. */
export async function serve() {
  const port = await freePort();
  const server = await preview({
    root: appDir,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
