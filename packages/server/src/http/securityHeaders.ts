import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, page or API. Its middleware is made once: the
 * Fastify plugin made it again on every request, parsing the policy each time (3% of a sale's
 * CPU at a busy bank of tills).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    // A back office on a shop's network is often plain HTTP: no forced upgrade, no HSTS.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        // React Aria positions popovers with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
