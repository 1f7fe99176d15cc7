import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { migrationsDir } from '../paths';
import { sendProblem } from './problems';

/** How many migrations this build ships: the database must have applied them all. */
const shippedMigrations = (
  JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/**
 * `/api/health`: the server answers, its database does, and the database's schema is the one this
 * build expects (every migration it ships applied). For load balancers and monitors.
 */
export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/api/health', async (request, reply) => {
    try {
      const applied = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const pending = shippedMigrations - (applied.rows[0]?.count ?? 0);
      if (pending > 0)
        return sendProblem(reply, {
          type: '/problems/unavailable',
          title: 'Service Unavailable',
          status: 503,
          detail: `The database's schema is ${pending} migration(s) behind this server.`,
          code: 'internal',
        });
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
