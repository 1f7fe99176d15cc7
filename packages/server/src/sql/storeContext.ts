import type { Stamp } from '@warehouse/domain/catalogue';

/** What every store call needs besides the database: the clock, and who acts and when. */
export interface StoreContext {
  now: () => Date;
  stamp: () => Stamp;
}
