import { describe, expect, it } from 'vitest';
import { contractJson } from './contractJson';

const textOf = (value: unknown) =>
  Buffer.concat(contractJson(value).map((piece) => piece.bytes)).toString('utf8');

describe('Issue 18: a result as JSON, large lists written once', () => {
  it('is exactly what JSON.stringify writes, for every kind of value a call returns', () => {
    const values: unknown[] = [
      { id: 'P001', price: 7999, tags: ['a', 'b'], nested: { at: new Date(0), none: null } },
      { skipped: undefined, fn: () => 1, kept: 'yes', quote: 'say "hi"\n', name: 'Café İstanbul' },
      [{ a: 1 }, [2, 3]],
      'text',
      12.5,
      null,
      {},
      { gone: undefined, quiet: { toJSON: () => undefined }, list: [undefined, () => 1], kept: 1 },
      { rows: Object.freeze(Array.from({ length: 20_000 }, (_, i) => [`P${i}`, i])), cursor: '1@downtown' },
    ];
    for (const value of values) expect(textOf(value)).toBe(JSON.stringify(value));
  });

  it('a value JSON.stringify leaves out is no piece at all', () => {
    expect(contractJson(undefined)).toEqual([]);
    expect(contractJson({ toJSON: () => undefined })).toEqual([]);
  });

  it('a result without a frozen list is one piece; with one, the list is a piece of its own', () => {
    expect(contractJson({ items: [1, 2], total: 2 })).toHaveLength(1);
    const rows = Object.freeze([['P1', 1]]);
    const pieces = contractJson({ cursor: 'a', rows, complete: true });
    expect(pieces.map((piece) => piece.bytes.toString())).toEqual([
      '{"cursor":"a","rows":',
      '[["P1",1]]',
      ',"complete":true}',
    ]);
  });

  it('writes a frozen list once: the same array gives the same piece without writing it again', () => {
    const rows = Object.freeze(Array.from({ length: 20_000 }, (_, i) => [`P${i}`, i]));
    const first = textOf({ rows, cursor: 'a' });
    // Were the list written again, the element changed behind its back would show.
    (rows[0] as unknown[])[1] = 'changed';
    expect(textOf({ rows, cursor: 'b' })).toBe(first.replace('"cursor":"a"', '"cursor":"b"'));
    expect(contractJson({ rows })[1]).toBe(contractJson({ rows, cursor: 'c' })[1]);
  });
});
