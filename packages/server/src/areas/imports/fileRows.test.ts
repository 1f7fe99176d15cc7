import type { SourceRow } from '@warehouse/domain/imports';
import { describe, expect, it } from 'vitest';
import { FileTooLarge, fileRows } from './fileRows';

// Issue 39, Import: an upload's rows as they arrive, however the network cuts its bytes.
const inPieces = async function* (bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
};
const rowsOf = async (batches: AsyncIterable<readonly SourceRow[]>) => {
  const read: SourceRow[] = [];
  for await (const batch of batches) read.push(...batch);
  return read;
};

describe('A CSV upload read as it arrives', () => {
  it('reads every row whole when a quoted field, a line or a character is cut between pieces', async () => {
    const text = `\uFEFFName,SKU,Description\r\nCafé crème,C-1,"two\r\nlines, quoted"\r\n${Array.from(
      { length: 3_000 },
      (_, index) => `Thé ${index},T-${index},ünïcode`,
    ).join('\r\n')}\r\n`;
    for (const size of [7, 1_000, 64 * 1024]) {
      const rows = await rowsOf(fileRows(inPieces(Buffer.from(text), size), 1024 * 1024));
      expect(rows).toHaveLength(3_002);
      expect(rows[0]).toEqual({ row: 1, cells: ['Name', 'SKU', 'Description'] });
      expect(rows[1]).toEqual({ row: 2, cells: ['Café crème', 'C-1', 'two\r\nlines, quoted'] });
      expect(rows.at(-1)).toEqual({ row: 3_002, cells: ['Thé 2999', 'T-2999', 'ünïcode'] });
    }
  });

  it('a file past the limit is refused as too large, wherever the limit falls', async () => {
    const text = Array.from({ length: 5_000 }, (_, index) => `Item ${index},S-${index},1`).join('\n');
    await expect(rowsOf(fileRows(inPieces(Buffer.from(text), 4096), 50_000))).rejects.toBeInstanceOf(
      FileTooLarge,
    );
  });
});
