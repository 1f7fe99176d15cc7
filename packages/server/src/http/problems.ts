import {
  internalProblem,
  isContractError,
  noRouteProblem,
  PROBLEM_CONTENT_TYPE,
  type Problem,
  problemOf,
} from '@warehouse/domain/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/** PostgreSQL's class 22, data exception (drizzle puts the driver's error in `cause`). */
function isDataException(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/**
 * Every failure leaves as an RFC 9457 problem: the contract's errors with their code, field
 * errors and notice; a malformed request as a 400; anything else as a plain 500, logged here
 * with its cause, none of which (stack, SQL) reaches the client.
 */
export function registerProblems(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isContractError(error)) return sendProblem(reply, problemOf(error));
    if (isDataException(error)) {
      // A value PostgreSQL cannot store (out of range, a NUL character): the request's fault.
      request.log.warn({ err: error }, 'a value the database refused');
      return sendProblem(reply, {
        type: '/problems/bad-request',
        title: 'Invalid request',
        status: 400,
        detail: 'A value in the request is out of range or not valid text.',
        code: 'invalid',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, {
        type: '/problems/bad-request',
        title: 'Invalid request',
        status: error.statusCode,
        detail: error.message,
        code: 'invalid',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, internalProblem());
  });
}

/** An `/api` address nothing answers: a 404 problem, never the app's page. */
export function sendNoRoute(reply: FastifyReply, method: string, url: string) {
  return sendProblem(reply, noRouteProblem(method, url.split('?')[0] ?? url));
}
