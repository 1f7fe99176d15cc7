// The formats a list is exported in.

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const isExportFormat = (format: string): format is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(format);

/** What each format's action says: Tools' "Export CSV" and "Export Excel". */
export const EXPORT_FORMAT_ACTIONS: Readonly<Record<ExportFormat, string>> = {
  csv: 'Export CSV',
  xlsx: 'Export Excel',
};
