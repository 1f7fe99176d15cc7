// Contract errors over HTTP: RFC 9457 problem details. The server writes them, the app's HTTP
// adapter reads them back into the same errors, so a screen cannot tell which side refused.
import type { Notice } from '../notices/notice';
import {
  ConflictError,
  type ContractError,
  type ContractErrorCode,
  NotFoundError,
  ValidationError,
} from './errors';

/** A problem+json body: the RFC's members, and the contract's code, field errors and notice. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code:
    | ContractErrorCode
    | 'internal'
    | 'no_route'
    /** 401: no valid session. */
    | 'unauthenticated'
    /** 403: the role may not, or the request came from another site. */
    | 'forbidden'
    /** 429: too many attempts. */
    | 'throttled'
    /** 421: a Host this server does not answer to. */
    | 'misdirected';
  fieldErrors?: Record<string, string>;
  notice?: Notice;
  /** For `not_found`: what was looked for. */
  entity?: string;
  id?: string;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const STATUS: Record<ContractErrorCode, number> = {
  invalid: 400,
  not_found: 404,
  out_of_stock: 409,
  duplicate_sku: 409,
  duplicate_barcode: 409,
  duplicate_shelf: 409,
  duplicate_customer: 409,
  has_history: 409,
  key_reused: 409,
  duplicate_user: 409,
  last_owner: 409,
  not_allowed: 403,
  wrong_status: 409,
  over_receipt: 409,
  over_return: 409,
  backup_refused: 409,
  drawer_open: 409,
  drawer_closed: 409,
  over_credit_limit: 409,
  over_store_credit: 409,
};

const TITLE: Record<number, string> = {
  400: 'Invalid request',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
};

const problemType = (code: Problem['code']) => `/problems/${code.replaceAll('_', '-')}`;

/** The problem a contract error is over HTTP. */
export function problemOf(error: ContractError): Problem {
  const status = STATUS[error.code];
  return {
    type: problemType(error.code),
    title: TITLE[status] ?? 'Error',
    status,
    detail: error.message,
    code: error.code,
    ...(Object.keys(error.fieldErrors).length > 0 ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.notice ? { notice: error.notice } : {}),
    ...(error instanceof NotFoundError ? { entity: error.entity, id: error.id } : {}),
  };
}

/** A failure that is not the contract's: nothing of its cause (stack, SQL) reaches the client. */
export function internalProblem(): Problem {
  return {
    type: problemType('internal'),
    title: 'Internal Server Error',
    status: 500,
    detail: 'Something went wrong on the server. Try again in a moment.',
    code: 'internal',
  };
}

/** A request for an API address that does not exist. */
export function noRouteProblem(method: string, path: string): Problem {
  return {
    type: problemType('no_route'),
    title: 'Not found',
    status: 404,
    detail: `There is no ${method} ${path}`,
    code: 'no_route',
  };
}

const ACCESS_STATUS = { unauthenticated: 401, forbidden: 403, throttled: 429, misdirected: 421 } as const;
const ACCESS_TITLE = {
  unauthenticated: 'Sign-in required',
  forbidden: 'Forbidden',
  throttled: 'Too many requests',
  misdirected: 'Misdirected request',
};

/**
 * A refusal before any call runs: no session (401), not allowed (403), too many attempts (429),
 * a name this server does not answer to (421).
 */
export function accessProblem(code: keyof typeof ACCESS_STATUS, detail: string): Problem {
  return { type: problemType(code), title: ACCESS_TITLE[code], status: ACCESS_STATUS[code], detail, code };
}

/** The contract error a problem stands for; undefined for a problem that is not the contract's. */
export function errorOfProblem(problem: Problem): ContractError | undefined {
  const fieldErrors = problem.fieldErrors ?? {};
  switch (problem.code) {
    case 'invalid':
      return new ValidationError(problem.detail, fieldErrors, problem.notice);
    case 'not_found':
      return new NotFoundError(problem.entity ?? 'Record', problem.id ?? '');
    case 'internal':
    case 'no_route':
    case 'unauthenticated':
    case 'forbidden':
    case 'throttled':
    case 'misdirected':
      return undefined;
    default:
      return new ConflictError(
        problem.code,
        problem.notice ?? { title: problem.title, message: problem.detail, destructive: true },
        fieldErrors,
      );
  }
}
