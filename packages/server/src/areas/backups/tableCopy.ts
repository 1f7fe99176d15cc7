// A table's rows as COPY's text, counted and hashed as they pass: a row is one line (a newline
// inside a value is written as \n), so the rows are the newlines.
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type pg from 'pg';

/** Counts rows and hashes the bytes that pass through; `result()` once they have all passed. */
export function countingHash() {
  const hash = createHash('sha256');
  let rows = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ rows, sha256: hash.digest('hex') }) };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `public."table" ("a", "b")`, for COPY. */
export const copyTarget = (table: string, columns: readonly string[]) =>
  `public.${quoted(table)} (${columns.map(quoted).join(', ')})`;

/** What is kept of the tables of the public schema: their stored columns, parents before children. */
export async function tablesInLoadOrder(
  client: pg.ClientBase,
  leftOut: readonly string[],
): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; parents: string[] }>(`
    select c.relname::text as name,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum)::text[] as columns,
      array(select distinct p.relname::text from pg_constraint k join pg_class p on p.oid = k.confrelid
        where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid)::text[] as parents
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const kept = rows.filter((table) => !leftOut.includes(table.name));
  const ordered: { name: string; columns: string[] }[] = [];
  const placed = new Set<string>(leftOut);
  while (ordered.length < kept.length) {
    const ready = kept.filter(
      (table) => !placed.has(table.name) && table.parents.every((parent) => placed.has(parent)),
    );
    if (ready.length === 0)
      throw new Error('The tables refer to each other in a circle: no order to load them in');
    for (const table of ready) {
      ordered.push({ name: table.name, columns: table.columns });
      placed.add(table.name);
    }
  }
  return ordered;
}
