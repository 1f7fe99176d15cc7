import { defineConfig } from 'vite';

// The server as one Node module: its own code and the workspace's `domain` bundled, every npm
// package left to node_modules.
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
  },
  ssr: { noExternal: [/^@warehouse\//] },
});
