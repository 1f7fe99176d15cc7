// An import, row by row: the header row matched to the kind's fields, each row checked by its
// form's rule, then written by the store (which matches it to what is there and applies the
// catalogue's, the customers' or the ledger's rule). Rows are read as they come and not kept:
// memory stays flat whatever the file's size.
import { isContractError } from '../contract/errors';
import type { CustomerForm } from '../people/customerForm';
import type { SupplierForm } from '../people/supplierForm';
import type { ProductFormValues } from '../stock/product';
import {
  type ColumnMapping,
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
  customerFormOfRow,
  type FieldProblem,
  type FileRow,
  IMPORT_MESSAGES,
  type OpeningStockLine,
  productFieldPlace,
  productFormOfRows,
  supplierFormOfRow,
} from './rowChecks';

/** A row as a file gives it: its number (the header is 1) and its cells as text. */
export interface SourceRow {
  row: number;
  cells: readonly string[];
}

/**
 * How a store writes each kind: the record matched (a product by SKU, a customer by email, a
 * supplier by name, stock by SKU and bin) is left alone, or changed in update mode; an unmatched
 * one is added. A refusal is thrown as the contract's error, with its form's field errors.
 */
export interface ImportWriters {
  products(values: ProductFormValues, mode: ImportMode): Promise<WriteOutcome>;
  stock(line: OpeningStockLine, mode: ImportMode): Promise<WriteOutcome>;
  customers(form: CustomerForm, mode: ImportMode): Promise<WriteOutcome>;
  suppliers(form: SupplierForm, mode: ImportMode): Promise<WriteOutcome>;
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
  source: AsyncIterable<SourceRow>,
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
  const addProblems = (problems: readonly FieldProblem[]) => {
    for (const { row, field, message } of problems) {
      report.errorCount++;
      if (report.errors.length < IMPORT_ERRORS_LISTED)
        report.errors.push({
          row: row.row,
          column: columnOf(field),
          value: row.values[field] ?? '',
          message,
        });
    }
  };
  /** Writes a checked record; a refusal becomes its rows' errors. */
  const write = async (
    rows: readonly FileRow[],
    place: (field: string) => { row: FileRow; field: string },
    run: () => Promise<WriteOutcome>,
  ) => {
    try {
      report[await run()]++;
    } catch (error) {
      if (!isContractError(error)) throw error;
      const named = Object.entries(error.fieldErrors).filter(([, message]) => message);
      addProblems(
        named.length > 0
          ? named.map(([field, message]) => ({ ...place(field), message: message as string }))
          : [{ row: rows[0] as FileRow, field: KEY_FIELD[kind], message: error.message }],
      );
    }
  };
  const sameField = (row: FileRow) => (field: string) => ({ row, field });

  let group: FileRow[] = [];
  const firstRowOfSku = new Map<string, number>();
  const flushProduct = async () => {
    const rows = group;
    group = [];
    if (rows.length === 0) return;
    const problems = checkProductRows(rows);
    if (problems.length > 0) return addProblems(problems);
    await write(
      rows,
      (field) => productFieldPlace(rows, field),
      () => writers.products(productFormOfRows(rows), options.mode),
    );
  };

  const handle = async (row: FileRow) => {
    if (kind === 'products') {
      const sku = row.values.sku ?? '';
      const current = group[0]?.values.sku;
      if (sku !== '' && sku === current) {
        group.push(row);
        return;
      }
      await flushProduct();
      const earlier = firstRowOfSku.get(sku);
      if (sku !== '' && earlier !== undefined) {
        addProblems([{ row, field: 'sku', message: IMPORT_MESSAGES.skuApart(sku, earlier) }]);
        return;
      }
      if (sku !== '') firstRowOfSku.set(sku, row.row);
      group = [row];
      return;
    }
    if (kind === 'stock') {
      const { line, problems } = checkStockRow(row);
      if (!line) return addProblems(problems);
      return write([row], sameField(row), () => writers.stock(line, options.mode));
    }
    const problems = kind === 'customers' ? checkCustomerRow(row) : checkSupplierRow(row);
    if (problems.length > 0) return addProblems(problems);
    return write([row], sameField(row), () =>
      kind === 'customers'
        ? writers.customers(customerFormOfRow(row), options.mode)
        : writers.suppliers(supplierFormOfRow(row), options.mode),
    );
  };

  let header = true;
  for await (const { row, cells } of source) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (header) {
      header = false;
      report.headers = cells.map((cell) => cell.trim());
      report.mapping =
        validMapping(options.mapping, report.headers.length) ?? matchColumns(kind, report.headers);
      report.missing = unmatchedRequired(kind, report.mapping);
      continue;
    }
    report.rows++;
    const fileRow = { row, values: rowValues(kind, cells, report.mapping) };
    if (report.preview.length < IMPORT_PREVIEW_ROWS) report.preview.push(fileRow);
    // Without a column for every required field, rows are counted and previewed, not checked.
    if (report.missing.length === 0) await handle(fileRow);
  }
  if (kind === 'products') await flushProduct();
  report.committed =
    !options.dryRun &&
    report.missing.length === 0 &&
    report.headers.length > 0 &&
    (options.validOnly || report.errorCount === 0);
  return report;
}

/** A mapping given with the request, kept when every column it names is in the file. */
function validMapping(mapping: ColumnMapping | undefined, columns: number): ColumnMapping | undefined {
  if (!mapping) return undefined;
  const fits = Object.values(mapping).every(
    (index) => Number.isInteger(index) && index >= 0 && index < columns,
  );
  return fits ? mapping : undefined;
}
