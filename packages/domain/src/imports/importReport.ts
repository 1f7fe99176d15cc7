import type { ColumnMapping, ImportKind } from './importKinds';

/** One problem of one row: where it is in the file, what it holds and what is wrong. */
export interface RowError {
  /** The file's row number, the header being row 1 (as a spreadsheet numbers it). */
  row: number;
  /** The column's header in the file (the field's label when no column is matched to it). */
  column: string;
  value: string;
  message: string;
}

/** Create: only rows that match nothing are added. Update: matched rows are changed too. */
export type ImportMode = 'create' | 'update';

export interface ImportOptions {
  mode: ImportMode;
  /** "Import only the valid rows": rows with errors are left out and the rest imported. */
  validOnly: boolean;
  /** A preview: everything checked and counted, nothing kept. */
  dryRun: boolean;
  /** The columns chosen for each field; matched by header when not given. */
  mapping?: ColumnMapping;
}

export interface ImportReport {
  kind: ImportKind;
  /** The file's header row. */
  headers: string[];
  mapping: ColumnMapping;
  /** Data rows read (the header not counted). */
  rows: number;
  /** The first rows, by field, as read. */
  preview: { row: number; values: Record<string, string> }[];
  /** The first IMPORT_ERRORS_LISTED errors, in file order. */
  errors: RowError[];
  errorCount: number;
  /** Records added, changed, and matched but left as they were. */
  created: number;
  updated: number;
  unchanged: number;
  /** Whether what was counted was kept (false for a preview, and for a refused all-or-nothing import). */
  committed: boolean;
}

/** What a write did to the record a row (or a product's rows) matched. */
export type WriteOutcome = 'created' | 'updated' | 'unchanged';

/** The sentence a refused import, or a preview with errors, opens with. */
export function importErrorsSummary(report: Pick<ImportReport, 'errorCount' | 'errors'>): string {
  const first = report.errors[0];
  if (!first) return '';
  const more = report.errorCount > 1 ? ` (and ${report.errorCount - 1} more)` : '';
  return `Row ${first.row}, ${first.column}: ${first.message}${more}`;
}
