// @warehouse/domain/imports: Tools → Import, its kinds, fields, rules and report.

export type { ColumnMapping, ImportField, ImportKind } from './importKinds';
export {
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_ROLES,
  matchColumns,
  unmatchedRequired,
} from './importKinds';
export type { ImportMode, ImportOptions, ImportReport, RowError, WriteOutcome } from './importReport';
export { importErrorsSummary } from './importReport';
export type { OpeningStockLine } from './rowChecks';
export { categoryOf, IMPORT_MESSAGES } from './rowChecks';
export type { ImportWriters, SourceRow } from './runImport';
export { runImport } from './runImport';
