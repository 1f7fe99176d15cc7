import { describe, expect, it } from 'vitest';
import { contractJson } from './contractJson';

describe('Issue 18: a result as JSON, large lists written once', () => {
  it('is exactly what JSON.stringify writes, for every kind of value a call returns', () => {
    const values: unknown[] = [
      { id: 'P001', price: 7999, tags: ['a', 'b'], nested: { at: new Date(0), none: null } },
      { skipped: undefined, fn: () => 1, kept: 'yes', quote: 'say "hi"\n' },
      [{ a: 1 }, [2, 3]],
      'text',
      12.5,
      null,
      { rows: Object.freeze(Array.from({ length: 20_000 }, (_, i) => [`P${i}`, i])), cursor: '1@downtown' },
    ];
    for (const value of values) expect(contractJson(value)).toBe(JSON.stringify(value));
  });

  it('writes a frozen list once: the same array gives the same text without writing it again', () => {
    const rows = Object.freeze(Array.from({ length: 20_000 }, (_, i) => [`P${i}`, i]));
    const first = contractJson({ rows, cursor: 'a' });
    // Were the list written again, the element changed behind its back would show.
    (rows[0] as unknown[])[1] = 'changed';
    expect(contractJson({ rows, cursor: 'b' })).toBe(first.replace('"cursor":"a"', '"cursor":"b"'));
  });
});
