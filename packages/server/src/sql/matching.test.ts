import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/testDatabase';
import { isAnyOf } from './matching';

const { db } = await testDatabase();

describe('isAnyOf', () => {
  it('matches each value whole, whatever characters it holds, and no other', async () => {
    const values = ['a"b', 'c\\d', 'e,f', '{g}', 'NULL', '', 'h i'];
    const candidates = [...values, 'a', 'b', 'null', 'c\\\\d'];
    const result = await db.execute<{ v: string }>(
      sql`select v from unnest(${sql.param(candidates)}::text[]) as t(v) where ${isAnyOf(sql`v`, values)}`,
    );
    expect(result.rows.map((row) => row.v).sort()).toEqual([...values].sort());
    const none = await db.execute(sql`select 1 from unnest(array['x']) as t(v) where ${isAnyOf(sql`v`, [])}`);
    expect(none.rows).toEqual([]);
  });
});
