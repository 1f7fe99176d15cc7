import type { Db } from '../db/database';

/** A transaction of the database. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction, or the database itself: what the store's reads and writes run on. */
export type Executor = Db | Transaction;

/** PostgreSQL's code for a unique index refusing a row (a key or a user id taken meanwhile). */
const UNIQUE_VIOLATION = '23505';

/** Whether PostgreSQL refused a row for a unique index (drizzle puts the driver's error in `cause`). */
export const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some(
    (e) => (e as { code?: string })?.code === UNIQUE_VIOLATION,
  );
