// The pieces every call's schemas are made of. A request's schema checks shape and bounds only;
// the business rules (a required name, a positive quantity) stay the domain's, so a refusal reads
// the same whichever implementation gave it. A result's schema says what the caller is given.
import { z } from 'zod';
import { type ListQuery, MAX_PAGE_SIZE, type Page, type PageQuery } from './page';

/** No NUL character: PostgreSQL's text cannot hold one. */
const withoutNul = (value: string) => !value.includes('\0');
/** Typed text, as a form sends it: bounded, so no request can carry a novel. */
export const text = z.string().max(2_000).refine(withoutNul, 'Text cannot contain a NUL character');
export const id = z.string().min(1).max(200).refine(withoutNul, 'An id cannot contain a NUL character');
/** The record a call's path names (`:id`). */
export const recordIdParams = z.strictObject({ id });
/** A number a count, a quantity or an amount in cents can be: finite, and far inside PostgreSQL's integer. */
export const amount = z.number().finite().min(-1_000_000_000).max(1_000_000_000);
export const flag = z.boolean();
/** A calendar day that exists, YYYY-MM-DD. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'No such day');

/** What every paged list's query string has: the search, where to go on from, how many. */
export const pageQuery = {
  search: text.optional(),
  cursor: text.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
};
/** A list's query: the search, where to go on from, how many. */
export const listQuery: z.ZodType<ListQuery> = z.strictObject(pageQuery);
/** A list with nothing to search: where to go on from, how many. */
export const pagesOnly: z.ZodType<PageQuery> = z.strictObject({
  cursor: pageQuery.cursor,
  limit: pageQuery.limit,
});
/** A yes or no in a query string, as `true` or `false`. */
export const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A result's text, number or flag, as the caller is given it. */
export const str = z.string();
export const num = z.number();
export const bool = z.boolean();

/** A page of a list's items. */
export const pageOf = <T>(item: z.ZodType<T>): z.ZodType<Page<T>> =>
  z.object({
    items: z.array(item),
    total: num,
    totalIsLowerBound: z.literal(true).optional(),
    nextCursor: str.nullable(),
  });
