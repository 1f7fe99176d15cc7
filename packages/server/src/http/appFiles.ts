import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNoRoute } from './problems';

/**
 * Serves the built app: its files, and `index.html` for every other page address so deep links
 * and reloads work. Hashed assets are cached for good; `index.html` is always revalidated, so a
 * new release reaches staff at their next load. `/api` addresses never fall back to the page.
 * The app's build leaves a gzip and a brotli copy beside each text file (`name.gz`, `name.br`):
 * a browser that accepts one gets it as it is, the page included, with no compressing per request;
 * the copies are not addresses of their own.
 */
export function registerAppFiles(app: FastifyInstance, appDir: string | null) {
  const hasApp = appDir !== null && existsSync(join(appDir, 'index.html'));
  if (hasApp) {
    app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['**/*.gz', '**/*.br'],
      // @fastify/static 10 passes the reply here (its types still say the raw response).
      setHeaders: (reply: unknown, path: string) => {
        const immutable = path.startsWith(join(appDir, 'assets'));
        (reply as FastifyReply).header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendNoRoute(reply, request.method, request.url);
  });
}
