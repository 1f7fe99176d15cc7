import { type DestinationStream, type LevelWithSilent, pino } from 'pino';

/** Secrets and customers' contact details, wherever they sit in a logged object. */
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['password', 'passwordHash', 'temporaryPassword', 'currentPassword', 'newPassword', 'confirmPassword']
    .concat(['token', 'sessionToken', 'cookie', 'phone', 'email', 'address'])
    .flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

/** A request as the log shows it: its path without the query (searches name customers). */
function requestSummary(request: LoggedRequest) {
  return {
    id: request.id,
    method: request.method,
    url: request.url?.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/** The first line of a failed query's message: drizzle adds the SQL and its parameters after it. */
const withoutQuery = (message = '') =>
  message.replace(/\nparams:[\s\S]*$/, '').replace(/^(Failed query:)[\s\S]*$/, '$1 …');

/**
 * An error as the log shows it: its kind, message, stack and codes, and its cause's the same way;
 * never its enumerable extras (a failed query's parameters, PostgreSQL's `detail` with the values
 * of a violated key).
 */
function errorSummary(error: LoggedError, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const cause = error.cause;
  const pgError = error as { constraint?: unknown; table?: unknown };
  return {
    type: error.name,
    message: withoutQuery(error.message),
    stack: error.stack?.replace(error.message ?? '', withoutQuery(error.message)),
    ...(error.code !== undefined ? { code: error.code } : {}),
    ...(error.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
    ...(pgError.constraint !== undefined ? { constraint: pgError.constraint, table: pgError.table } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: errorSummary(cause as LoggedError, depth + 1) } : {}),
  };
}

/** The server's JSON log: no secret, cookie, query string or customer's contact in it. */
export function serverLogger(level: LevelWithSilent, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: { paths: REDACTED, censor: '[redacted]' },
      serializers: { req: requestSummary, err: (error: LoggedError) => errorSummary(error) },
    },
    destination,
  );
}
