// An uploaded file's rows as they arrive, a batch at a time: its kind told by its content (an
// .xlsx is a zip; a CSV is UTF-8 text), never by its name; read by papaparse's or exceljs's
// streaming reader, so no more than a chunk of it is held at a time. A formula cell is read as the value the spreadsheet
// saved for it: nothing in the file is evaluated.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { SourceRow } from '@warehouse/domain/imports';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** The upload went past the size limit. */
export class FileTooLarge extends Error {}

/** The upload is neither a CSV (UTF-8 text) nor an .xlsx workbook. */
export class NotASpreadsheet extends Error {}

/** The chunks of `body`, refused with FileTooLarge once they pass `limit` bytes. */
async function* limited(body: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new FileTooLarge();
    yield chunk;
  }
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const isZip = (head: Buffer) => ZIP_SIGNATURE.every((byte, index) => head[index] === byte);

/** Text as a CSV is: no NUL byte, valid UTF-8 (a character cut at the chunk's end allowed). */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The rows of an uploaded CSV or .xlsx (its first worksheet), numbered as the file numbers them,
 * in batches of a parsed piece's rows: one step of the generators per batch, not per row.
 */
export async function* fileRows(
  body: AsyncIterable<Buffer>,
  limit: number,
): AsyncGenerator<readonly SourceRow[]> {
  const chunks = limited(body, limit);
  // The first 8 bytes at least tell the kind: gathered from as many chunks as it takes.
  const head: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < 8) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  const start = Buffer.concat(head);
  if (start.length === 0) return;
  const whole = Readable.from(
    (async function* () {
      yield start;
      if (!ended) yield* chunks;
    })(),
  );
  if (isZip(start)) yield* xlsxRows(whole);
  else if (isText(start.subarray(0, 64 * 1024))) yield* csvRows(whole);
  else throw new NotASpreadsheet();
}

/**
 * Rows handed on together, at most: checking them is one stretch of work in which none of the
 * database's answers is read, so the chunk being written waits for it to end; a few hundred rows
 * keep that wait short, and a parsed piece of the CSV with more rows is handed on in parts.
 */
const BATCH_ROWS = 200;

/**
 * Text handed to the CSV reader at a time, at least (its line ending and delimiter are told by the
 * first). The rows of a piece parsed ahead wait to be checked, and rows that wait outlive the young
 * generation's collections: a small piece keeps fewer of them waiting.
 */
const CSV_TEXT_CHUNK = 16 * 1024;

/**
 * The text of UTF-8 chunks, in pieces of CSV_TEXT_CHUNK characters or more: a character cut at a
 * chunk's end is joined to the rest of it in the next.
 */
async function* utf8Text(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for await (const chunk of chunks) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length >= CSV_TEXT_CHUNK) {
      yield text;
      text = '';
    }
  }
  text += decoder.decode();
  if (text !== '') yield text;
}

/**
 * Parsed chunks of rows waiting to be read: past this many, the upload is paused until they are.
 * One: rows parsed long before they are checked outlive the young generation's collections and
 * are moved to the old one, which is collected late.
 */
const CSV_CHUNKS_AHEAD = 1;

/**
 * A CSV's rows through papaparse's reader of a stream, a chunk of rows at a time (its row-by-row
 * stream output parses a chunk again for each row it hands on: 20 times slower). The upload is
 * paused while rows wait to be read, so no more than a few chunks of it are held.
 */
async function* csvRows(body: Readable): AsyncGenerator<readonly SourceRow[]> {
  // One piece of text read ahead, not the sixteen an object stream holds by default.
  const input = Readable.from(utf8Text(body), { highWaterMark: 1 });
  const waiting: string[][][] = [];
  let ended = false;
  let failure: unknown;
  let wake = () => {};
  Papa.parse<string[]>(input, {
    skipEmptyLines: false,
    chunk: (results) => {
      waiting.push(results.data);
      if (waiting.length >= CSV_CHUNKS_AHEAD) input.pause();
      wake();
    },
    complete: () => {
      ended = true;
      wake();
    },
    error: (error) => {
      failure = error;
      ended = true;
      wake();
    },
  });
  let row = 0;
  try {
    for (;;) {
      const rows = waiting.shift();
      if (rows) {
        if (waiting.length < CSV_CHUNKS_AHEAD && input.isPaused()) input.resume();
        for (let start = 0; start < rows.length; start += BATCH_ROWS) {
          const end = Math.min(start + BATCH_ROWS, rows.length);
          const batch: SourceRow[] = new Array(end - start);
          for (let index = start; index < end; index++) {
            const cells = rows[index] as string[];
            row++;
            // A byte-order mark (Excel's "CSV UTF-8") is not part of the first header.
            if (row === 1 && cells[0]?.startsWith('\uFEFF')) cells[0] = cells[0].slice(1);
            batch[index - start] = { row, cells };
          }
          // The database's answers that came meanwhile are read before these rows are checked.
          await setImmediate();
          yield batch;
        }
        continue;
      }
      if (failure !== undefined) throw failure;
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    input.destroy();
  }
}

async function* xlsxRows(input: Readable): AsyncGenerator<readonly SourceRow[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      let batch: SourceRow[] = [];
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        batch.push({
          row: row.number,
          cells: Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => cellText(values[i + 1])),
        });
        if (batch.length >= BATCH_ROWS) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
      // The first worksheet only.
      return;
    }
  } catch (error) {
    if (error instanceof FileTooLarge) throw error;
    // A zip that is not a workbook, or a damaged one.
    throw new NotASpreadsheet();
  }
}

/** A cell as text: a formula's saved result (never its formula), rich text's words, a link's text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if ('result' in cell) return cellText(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return '';
    if (Array.isArray(cell.richText))
      return cell.richText.map((part: { text?: string }) => part.text ?? '').join('');
    if ('text' in cell) return cellText(cell.text);
    if ('error' in cell) return String(cell.error);
    return '';
  }
  return String(value);
}
