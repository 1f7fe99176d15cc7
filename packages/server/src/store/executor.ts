import type { Db } from '../db/database';

/** A transaction, or the database itself: what the store's reads and writes run on. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
