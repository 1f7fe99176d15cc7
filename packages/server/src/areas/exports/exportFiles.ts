// A list's export as a file, written while its rows are read, a page at a time: the rows never
// sit whole in memory. CSV by papaparse's writer (RFC 4180: a field with a comma, a quote, a line
// break or an edge space quoted, its quotes doubled; CRLF between records; a UTF-8 byte order
// mark first, so a spreadsheet reads the text as UTF-8); .xlsx by exceljs's streaming workbook
// writer, each row committed as it is added.
import { PassThrough, Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { WarehouseApi } from '@warehouse/domain/contract';
import type { ExportCell, ExportCellKind, ExportContext, ExportList } from '@warehouse/domain/exports';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

const BYTE_ORDER_MARK = '\uFEFF';
const CRLF = '\r\n';

/** A CSV field: money to the cent ("12.50"), anything else as it is. */
const csvField = (cell: ExportCell, kind: ExportCellKind) =>
  kind === 'money' && typeof cell === 'number' ? cell.toFixed(2) : cell;

/** Records as CSV text, each ended by CRLF. */
function csvRecords(rows: readonly (readonly ExportCell[])[], kinds: readonly ExportCellKind[]): string {
  const fields = rows.map((row) => row.map((cell, column) => csvField(cell, kinds[column] ?? 'text')));
  return `${Papa.unparse(fields, { newline: CRLF })}${CRLF}`;
}

async function* csvText(list: ExportList, api: WarehouseApi, query: object, context: ExportContext) {
  yield BYTE_ORDER_MARK + csvRecords([list.headings(context)], []);
  for await (const rows of list.rows(api, query, context))
    if (rows.length > 0) yield csvRecords(rows, list.kinds);
}

/** The list as CSV, read from the database as the stream is read. */
export function csvStream(
  list: ExportList,
  api: WarehouseApi,
  query: object,
  context: ExportContext,
): Readable {
  return Readable.from(csvText(list, api, query, context), { objectMode: false });
}

/** How an .xlsx shows each kind: money to the cent, days and moments as dates. */
const NUMBER_FORMATS: Partial<Record<ExportCellKind, string>> = {
  money: '#,##0.00',
  day: 'yyyy-mm-dd',
  moment: 'yyyy-mm-dd hh:mm:ss',
};

/**
 * A day ("YYYY-MM-DD") or a moment ("YYYY-MM-DD HH:MM:SS", already in the business's zone) as the
 * spreadsheet date showing those figures: a spreadsheet's dates have no zone.
 */
function spreadsheetDate(text: string): Date {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = text.split(/[- :]/).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

const xlsxValue = (cell: ExportCell, kind: ExportCellKind) =>
  typeof cell === 'string' && (kind === 'day' || kind === 'moment') ? spreadsheetDate(cell) : cell;

/** A column's width in characters: its heading's, within reason. */
const columnWidth = (heading: string, kind: ExportCellKind) =>
  Math.min(Math.max(heading.length + 2, kind === 'moment' ? 20 : kind === 'text' ? 16 : 12), 40);

/** Until the stream has room again, or is gone (the download was abandoned). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** The list as an .xlsx workbook of one sheet, its header row frozen, written as the stream is read. */
export function xlsxStream(
  list: ExportList,
  api: WarehouseApi,
  query: object,
  context: ExportContext,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Each string written where it stands: a table of every string would grow with the file.
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(list.label, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headings = list.headings(context);
  sheet.columns = headings.map((header, column) => {
    const kind = list.kinds[column] ?? 'text';
    const numFmt = NUMBER_FORMATS[kind];
    return { header, width: columnWidth(header, kind), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const rows of list.rows(api, query, context)) {
      if (output.destroyed) return;
      for (const row of rows)
        sheet.addRow(row.map((cell, column) => xlsxValue(cell, list.kinds[column] ?? 'text'))).commit();
      // Held back while the download is slower than the reading: what waits stays a page or so.
      if (output.writableNeedDrain) await drained(output);
      else await setImmediate();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
