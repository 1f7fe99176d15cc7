import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // `pnpm dev` runs the server on port 4173 beside this dev server; its API is reached through this proxy.
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:4173' } },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: false, manifest: true, reportCompressedSize: false },
});
