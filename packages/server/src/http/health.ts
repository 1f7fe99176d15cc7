import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sendProblem } from './problems';

/** `/api/health`: the server answers and its database does. For load balancers and monitors. */
export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/api/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      return sendProblem(reply, {
        type: '/problems/unavailable',
        title: 'Service Unavailable',
        status: 503,
        detail: 'The database does not answer.',
        code: 'internal',
      });
    }
  });
}
