import { timingSafeEqual } from 'node:crypto';
import { accessProblem } from '@warehouse/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { resetToSample } from '../db/reset';
import { sendProblem } from './problems';

const TESTING_TOKEN_HEADER = 'x-testing-token';

const sameSecret = (given: unknown, token: string) =>
  typeof given === 'string' &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token));

/**
 * `POST /api/testing/reset`: back to the sample business, for whoever sends the test run's token.
 * Registered only for end-to-end test runs.
 */
export function registerTestingRoutes(app: FastifyInstance, db: Db, token: string) {
  app.post('/api/testing/reset', async (request, reply) => {
    if (!sameSecret(request.headers[TESTING_TOKEN_HEADER], token))
      return sendProblem(reply, accessProblem('forbidden', 'The test reset needs the test run’s token.'));
    await resetToSample(db);
    return reply.status(204).send();
  });
}
