// @warehouse/domain/exports: every list exported to CSV or Excel, as it is listed, with its cells' rules.

export type { ExportCell, ExportCellKind } from './exportCells';
export type { ExportFormat } from './exportFormats';
export { EXPORT_FORMAT_ACTIONS, EXPORT_FORMATS, isExportFormat } from './exportFormats';
export type { ExportContext, ExportList, ExportListName } from './exportLists';
export { EXPORT_LISTS, exportFileName, isExportListName } from './exportLists';
export type { ExportQuery } from './exportPaths';
export { exportPath, mayExport } from './exportPaths';
