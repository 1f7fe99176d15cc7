import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineStylesheet, precompress, preloadFont, preloadSession } from './firstLoad.ts';

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    inlineStylesheet(),
    preloadFont(),
    preloadSession(),
    precompress(),
  ],
  // `pnpm dev` runs the server on port 4173 beside this dev server; its API is reached through this proxy.
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:4173' } },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    // One stylesheet for the whole app, written into the page (firstLoad.ts): no request before the
    // first paint, and none per page later.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the login's code) in one file rather than a dozen
        // small ones, each a request of its own on a slow connection.
        codeSplitting: { groups: [{ name: 'login', tags: ['$initial'] }] },
      },
    },
  },
});
