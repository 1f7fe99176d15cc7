import type { Stamp } from '@warehouse/domain/catalogue';

/** What every store call needs besides the database: the clock, who acts and when, and the log. */
export interface StoreContext {
  now: () => Date;
  stamp: () => Stamp;
  /** A failure the store recovered from (the caller got its answer another way): for the log. */
  recovered: (what: string, error: unknown) => void;
}
