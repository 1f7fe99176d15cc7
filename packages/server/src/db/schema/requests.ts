import { staffAccounts } from './accounts';
import { createdAt, index, jsonb, pgTable, text, uuid } from './columns';

/**
 * The writes a till or a tablet may send again (an `Idempotency-Key` header): each key once, with
 * who sent it, what it asked (a fingerprint of the call and its arguments) and what it was
 * answered. Written in the same transaction as the write itself, so a key exists exactly when its
 * write does; a key sent again is answered from here and changes nothing.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    key: text().primaryKey(),
    accountId: uuid().references(() => staffAccounts.id, { onDelete: 'cascade' }),
    call: text().notNull(),
    fingerprint: text().notNull(),
    /** The call's answer as it went out; null for one that answers nothing (204). */
    response: jsonb(),
    createdAt: createdAt(),
  },
  (table) => [index('request_keys_created').on(table.createdAt)],
);
