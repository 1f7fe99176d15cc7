import { defineConfig } from 'vite';

// The server, its command line (`pnpm warehouse`) and the bench's seeder, as Node modules: their
// own code and the workspace's `domain` bundled, every npm package left to node_modules.
export default defineConfig({
  build: {
    ssr: true,
    rollupOptions: { input: { main: 'src/main.ts', cli: 'src/cli.ts', 'bench-seed': 'src/benchSeed.ts' } },
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
  },
  ssr: { noExternal: [/^@warehouse\//] },
});
