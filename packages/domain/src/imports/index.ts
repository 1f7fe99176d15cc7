// @warehouse/domain/imports: Tools → Import, its kinds, fields, rules and report.

export type { ColumnMapping, ImportKind } from './importKinds';
export {
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_ROLES,
  unmatchedRequired,
} from './importKinds';
export type { ImportMode, ImportReport, RowError } from './importReport';
export { importErrorsSummary } from './importReport';
export type { OpeningStockLine } from './rowChecks';
export { IMPORT_MESSAGES } from './rowChecks';
export type { ImportWriters, SourceRow, WriteResult } from './runImport';
export { IMPORT_CHUNK_RECORDS, outcomeOrRefusal, runImport } from './runImport';
