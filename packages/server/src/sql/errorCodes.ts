// PostgreSQL's error codes the server acts on, in one place.

/** PostgreSQL's codes: a unique index refusing a row (a key or a user id taken meanwhile), and a deadlock. */
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';

/** Whether PostgreSQL's error has this code (drizzle puts the driver's error in `cause`). */
const hasCode = (error: unknown, code: string) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string })?.code === code);

/** Whether PostgreSQL refused a row for a unique index. */
export const isUniqueViolation = (error: unknown) => hasCode(error, UNIQUE_VIOLATION);

/** Whether PostgreSQL ended the statement as a deadlock's victim: it wrote nothing, and may go again. */
export const isDeadlock = (error: unknown) => hasCode(error, DEADLOCK_DETECTED);
