// What the production build does for the first load on a slow phone (docs/adr/001-first-load.md):
// the app's one stylesheet inside the page, the login's font and the session read asked for as the
// page arrives, and every text file compressed once, beside itself, for the server to send as is.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The app's stylesheet (one file, with `build.cssCodeSplit: false`) written into the page as a
 * `<style>`: the first paint waits for no request but the page's own.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'warehouse:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source);
            if (css.includes('</style')) return link;
            delete bundle[file];
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

/** The Latin subset of the bundled Inter, the login's text, preloaded: found by its built name. */
const LATIN_INTER = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

export function preloadFont(): Plugin {
  return {
    name: 'warehouse:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => LATIN_INTER.test(name));
        if (!file) throw new Error('The bundled Inter has no Latin file by the name the preload looks for');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * The session read (`GET /api/session`, which decides between the login and the app) asked for
 * as the page arrives, in parallel with the script: its answer is there when the app starts. Not
 * in builds whose data is in the page (`--mode bench`, `VITE_WAREHOUSE_DATA=memory`).
 */
export function preloadSession(): Plugin {
  let wanted = true;
  return {
    name: 'warehouse:preload-session',
    apply: 'build',
    configResolved(config) {
      wanted = config.mode !== 'bench' && config.env.VITE_WAREHOUSE_DATA !== 'memory';
    },
    transformIndexHtml: () =>
      wanted
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preload', href: '/api/session', as: 'fetch', crossorigin: '' },
              injectTo: 'head-prepend',
            },
          ]
        : [],
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const TEXT_FILE = /\.(?:html|js|css|svg|json)$/;
/** Smaller files gain too little from compressing to be worth a copy. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A gzip (level 9) and a brotli (quality 11) copy beside every text file of the build
 * (`name.gz`, `name.br`), each only when smaller: the server sends them as they are.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'warehouse:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = resolve(outDir, file);
          const content = await readFile(path);
          if (content.length < COMPRESS_FROM_BYTES) return;
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
          if (brotli.length < content.length) await writeFile(`${path}.br`, brotli);
        }),
      );
    },
  };
}
