// An import, row by row: the header row matched to the kind's fields, each row checked by its
// form's rule as it is read (the file handing its rows on in batches), and the checked records
// handed to the store a chunk at a time (which matches them to what is there and applies the
// catalogue's, the customers' or the ledger's rule to each in turn). Only the chunk being
// gathered is held, each row as the file gave it (its cells) and each record as its check left
// it (a product's parsed form): memory stays flat whatever the file's size, and the store writes
// each chunk in a few statements rather than a few per record.
import { type ContractError, isContractError } from '../contract/errors';
import type { CustomerForm } from '../people/customerForm';
import type { SupplierForm } from '../people/supplierForm';
import type { ProductForm } from '../stock/product';
import {
  type ColumnMapping,
  fieldReader,
  IMPORT_ERRORS_LISTED,
  IMPORT_FIELDS,
  IMPORT_PREVIEW_ROWS,
  type ImportKind,
  matchColumns,
  rowValues,
  unmatchedRequired,
} from './importKinds';
import type { ImportMode, ImportOptions, ImportReport, WriteOutcome } from './importReport';
import {
  checkCustomerRow,
  checkProductRows,
  checkStockRow,
  checkSupplierRow,
  type FieldOf,
  type FieldProblem,
  type FileRow,
  IMPORT_MESSAGES,
  type OpeningStockLine,
  productFieldPlace,
} from './rowChecks';

/** A row as a file gives it: its number (the header is 1) and its cells as text. */
export type SourceRow = FileRow;

/** What a write did to one record, or the contract's refusal of it (with its form's field errors). */
export type WriteResult = WriteOutcome | ContractError;

/**
 * How a store writes each kind, a chunk of records at a time, in the file's order: the record
 * matched (a product by SKU, a customer by email, a supplier by name, stock by SKU and bin) is
 * left alone, or changed in update mode; an unmatched one is added. Each record is decided as if
 * the ones before it in the chunk were written already. The answer holds one result per record,
 * in the chunk's order: a refusal is the contract's error, and the other records are still written.
 */
export interface ImportWriters {
  /** Products by their forms as the product form's rule parsed them (each product's rows checked once). */
  products(chunk: readonly ProductForm[], mode: ImportMode): Promise<WriteResult[]>;
  stock(chunk: readonly OpeningStockLine[], mode: ImportMode): Promise<WriteResult[]>;
  customers(chunk: readonly CustomerForm[], mode: ImportMode): Promise<WriteResult[]>;
  suppliers(chunk: readonly SupplierForm[], mode: ImportMode): Promise<WriteResult[]>;
}

/**
 * How many checked records a store is handed at a time: fewer records in flight are fewer that
 * outlive the young generation's collections (the server's memory), and more statements per
 * import cost PostgreSQL little once they are COPYs (ADR 010).
 */
export const IMPORT_CHUNK_RECORDS = 500;

/** A record's rule applied by a store's writer: what it did, or the contract's refusal it threw. */
export function outcomeOrRefusal(apply: () => WriteOutcome): WriteResult {
  try {
    return apply();
  } catch (error) {
    if (isContractError(error)) return error;
    throw error;
  }
}

/** The field a refusal that names no field of its own is shown on. */
const KEY_FIELD: Record<ImportKind, string> = {
  products: 'sku',
  stock: 'sku',
  customers: 'email',
  suppliers: 'name',
};

/** Reads the file's rows and imports them; the caller keeps the writes only when `committed` says so. */
export async function runImport(
  kind: ImportKind,
  /** The file's rows in order, a batch at a time (as many rows as a read of the file gives). */
  source: AsyncIterable<readonly SourceRow[]>,
  options: ImportOptions,
  writers: ImportWriters,
): Promise<ImportReport & { missing: string[] }> {
  const report: ImportReport & { missing: string[] } = {
    kind,
    headers: [],
    mapping: {},
    rows: 0,
    preview: [],
    errors: [],
    errorCount: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    committed: false,
    missing: [],
  };
  const labelOf = (field: string) => IMPORT_FIELDS[kind].find((each) => each.key === field)?.label ?? field;
  const columnOf = (field: string) => {
    const index = report.mapping[field];
    return (index === undefined ? undefined : report.headers[index]) || labelOf(field);
  };
  /** A row's field, through the mapping (set once the header is read). */
  let field: FieldOf = () => '';
  const addProblems = (problems: readonly FieldProblem[]) => {
    for (const problem of problems) {
      report.errorCount++;
      if (report.errors.length < IMPORT_ERRORS_LISTED)
        report.errors.push({
          row: problem.row.row,
          column: columnOf(problem.field),
          value: field(problem.row, problem.field),
          message: problem.message,
        });
    }
  };
  /**
   * The chunk being gathered, in the file's order: rows refused by their checks, and the rows
   * each checked record to write came from (where a refusal of it is placed).
   */
  type Entry = { problems: readonly FieldProblem[] } | { rows: readonly FileRow[] };
  /** Where a record's form field is in the file: a product's on its rows, another kind's on its row. */
  const place = (rows: readonly FileRow[], formField: string) =>
    kind === 'products'
      ? productFieldPlace(rows, formField, field)
      : { row: rows[0] as FileRow, field: formField };
  let entries: Entry[] = [];
  let records: unknown[] = [];
  const writeChunk: Record<ImportKind, (chunk: readonly never[]) => Promise<WriteResult[]>> = {
    products: (chunk) => writers.products(chunk, options.mode),
    stock: (chunk) => writers.stock(chunk, options.mode),
    customers: (chunk) => writers.customers(chunk, options.mode),
    suppliers: (chunk) => writers.suppliers(chunk, options.mode),
  };
  /** Writes a chunk's records; its rows' errors (their checks' and the store's refusals) are counted in file order. */
  const settle = async (chunk: readonly Entry[], written: readonly unknown[]) => {
    const results = written.length > 0 ? await writeChunk[kind](written as never[]) : [];
    let next = 0;
    for (const entry of chunk) {
      if ('problems' in entry) {
        addProblems(entry.problems);
        continue;
      }
      const result = results[next++];
      if (result === undefined) throw new Error('The store answered fewer results than records');
      if (typeof result === 'string') {
        report[result]++;
        continue;
      }
      const named = Object.entries(result.fieldErrors).filter(([, message]) => message);
      addProblems(
        named.length > 0
          ? named.map(([formField, message]) => ({
              ...place(entry.rows, formField),
              message: message as string,
            }))
          : [{ row: entry.rows[0] as FileRow, field: KEY_FIELD[kind], message: result.message }],
      );
    }
  };
  /**
   * The chunk being written, if any: the file is read and checked on meanwhile (the store works
   * while the rows are parsed), and the next chunk waits for it, so chunks are written one at a
   * time, in order, and no more than two are held.
   */
  let writing: Promise<void> | undefined;
  const flush = async () => {
    const chunk = entries;
    const written = records;
    entries = [];
    records = [];
    await writing;
    writing = settle(chunk, written);
    // Its failure is thrown where it is awaited (the next chunk, or the end), not as unhandled.
    writing.catch(() => {});
  };
  const refuse = (problems: readonly FieldProblem[]) => {
    if (problems.length > 0) entries.push({ problems });
  };
  const write = (rows: readonly FileRow[], record: unknown) => {
    entries.push({ rows });
    records.push(record);
  };

  let group: FileRow[] = [];
  const firstRowOfSku = new Map<string, number>();
  const endProduct = () => {
    const rows = group;
    group = [];
    if (rows.length === 0) return;
    const { form, problems } = checkProductRows(rows, field);
    if (!form) return refuse(problems);
    write(rows, form);
  };

  const handle = (row: FileRow) => {
    if (kind === 'products') {
      const sku = field(row, 'sku');
      const first = group[0];
      const current = first && field(first, 'sku');
      if (sku !== '' && sku === current) {
        group.push(row);
        return;
      }
      endProduct();
      const earlier = firstRowOfSku.get(sku);
      if (sku !== '' && earlier !== undefined) {
        refuse([{ row, field: 'sku', message: IMPORT_MESSAGES.skuApart(sku, earlier) }]);
        return;
      }
      if (sku !== '') firstRowOfSku.set(sku, row.row);
      group = [row];
      return;
    }
    if (kind === 'stock') {
      const { line, problems } = checkStockRow(row, field);
      if (!line) return refuse(problems);
      return write([row], line);
    }
    const { form, problems } =
      kind === 'customers' ? checkCustomerRow(row, field) : checkSupplierRow(row, field);
    if (!form) return refuse(problems);
    return write([row], form);
  };

  try {
    let header = true;
    for await (const batch of source)
      for (const fileRow of batch) {
        const { row, cells } = fileRow;
        if (isBlankRow(cells)) continue;
        if (header) {
          header = false;
          report.headers = cells.map((cell) => cell.trim());
          report.mapping =
            validMapping(options.mapping, report.headers.length) ?? matchColumns(kind, report.headers);
          report.missing = unmatchedRequired(kind, report.mapping);
          field = fieldReader(report.mapping);
          continue;
        }
        report.rows++;
        if (report.preview.length < IMPORT_PREVIEW_ROWS)
          report.preview.push({ row, values: rowValues(kind, cells, report.mapping) });
        // Without a column for every required field, rows are counted and previewed, not checked.
        if (report.missing.length === 0) {
          handle(fileRow);
          if (records.length >= IMPORT_CHUNK_RECORDS || entries.length >= IMPORT_CHUNK_RECORDS) await flush();
        }
      }
    if (kind === 'products') endProduct();
    await flush();
    await writing;
  } finally {
    // A file that fails to read (too large, not a spreadsheet) ends the import only once the
    // store is done with its chunk: nothing of it may run after the transaction ends.
    await writing?.catch(() => {});
  }
  report.committed =
    !options.dryRun &&
    report.missing.length === 0 &&
    report.headers.length > 0 &&
    (options.validOnly || report.errorCount === 0);
  return report;
}

/** A row with nothing in any cell but spaces. */
function isBlankRow(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

/** A mapping given with the request, kept when every column it names is in the file. */
function validMapping(mapping: ColumnMapping | undefined, columns: number): ColumnMapping | undefined {
  if (!mapping) return undefined;
  const fits = Object.values(mapping).every(
    (index) => Number.isInteger(index) && index >= 0 && index < columns,
  );
  return fits ? mapping : undefined;
}
