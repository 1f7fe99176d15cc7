import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { resetToSample } from '../db/reset';

/** `POST /api/testing/reset`: back to the sample business. Registered only for end-to-end test runs. */
export function registerTestingRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/testing/reset', async (_request, reply) => {
    await resetToSample(db);
    return reply.status(204).send();
  });
}
