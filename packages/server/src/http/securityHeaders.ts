import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Two years, as HSTS preload lists ask. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Helmet's security headers on every answer, page or API. Its middleware is made once: the
 * Fastify plugin made it again on every request, parsing the policy each time. API answers are
 * never stored by a browser or a proxy (they hold customers' details and the business's figures).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    // A back office on a shop's network is often plain HTTP: HSTS only over HTTPS (below).
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        // The Scan screen's barcode decoder is WebAssembly (zxing-wasm, served by us): compiling
        // it needs 'wasm-unsafe-eval', which allows WebAssembly only, never JavaScript's eval.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        // React Aria positions popovers with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
