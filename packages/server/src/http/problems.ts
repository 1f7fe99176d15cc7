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

/**
 * Every failure leaves as an RFC 9457 problem: the contract's errors with their code, field
 * errors and notice; a malformed request as a 400; anything else as a plain 500, logged here
 * with its cause and the request's id, none of which (stack, SQL) reaches the client. A value the
 * database refuses (out of range) is the server's fault: the request was checked against its
 * bounds before it ran, so it never blames the request.
 */
export function registerProblems(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isContractError(error)) return sendProblem(reply, problemOf(error));
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
