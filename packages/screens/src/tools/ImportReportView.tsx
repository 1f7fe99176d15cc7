import {
  type ColumnMapping,
  IMPORT_FIELDS,
  type ImportKind,
  type ImportReport,
  type RowError,
} from '@warehouse/domain/imports';
import { DataTable, type DataTableColumn, Select, Stack, Text } from '@warehouse/ui';
import { useMemo } from 'react';

/** The option for a field no column goes into. */
const NOT_IMPORTED = -1;

export interface ImportMappingProps {
  kind: ImportKind;
  headers: readonly string[];
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
}

/** Each field with the file's column it is read from, editable. */
export function ImportMapping({ kind, headers, mapping, onMappingChange }: ImportMappingProps) {
  const columns = [
    { id: NOT_IMPORTED, label: 'Not imported' },
    ...headers.map((header, index) => ({ id: index, label: header || `Column ${index + 1}` })),
  ];
  return (
    <Stack gap="3">
      {IMPORT_FIELDS[kind].map((field) => (
        <Select
          key={field.key}
          label={field.required ? `${field.label} (required)` : field.label}
          size="sm"
          items={columns}
          selectedKey={mapping[field.key] ?? NOT_IMPORTED}
          onSelectionChange={(key) => {
            const { [field.key]: _was, ...rest } = mapping;
            onMappingChange(
              key === NOT_IMPORTED || key === null ? rest : { ...rest, [field.key]: Number(key) },
            );
          }}
        />
      ))}
    </Stack>
  );
}

/** The first rows as they will be read, by field. */
export function ImportPreviewTable({ kind, report }: { kind: ImportKind; report: ImportReport }) {
  const columns = useMemo<DataTableColumn<ImportReport['preview'][number]>[]>(
    () => [
      { id: 'row', header: 'Row', cell: (row) => row.row, width: 64, isRowHeader: true },
      ...IMPORT_FIELDS[kind]
        .filter((field) => report.mapping[field.key] !== undefined)
        .map((field) => ({
          id: field.key,
          header: field.label,
          cell: (row: ImportReport['preview'][number]) => row.values[field.key] ?? '',
        })),
    ],
    [kind, report.mapping],
  );
  return (
    <DataTable
      aria-label="Preview of the first rows"
      columns={columns}
      rows={report.preview}
      getRowId={(row) => row.row}
      density="compact"
      emptyState="The file has no rows under its header."
    />
  );
}

const errorColumns: DataTableColumn<RowError>[] = [
  { id: 'row', header: 'Row', cell: (error) => error.row, width: 64, isRowHeader: true },
  { id: 'column', header: 'Column', cell: (error) => error.column },
  { id: 'value', header: 'Value', cell: (error) => error.value },
  { id: 'message', header: 'Message', cell: (error) => error.message, width: '2fr' },
];

/** Every row's errors (the first ones listed, the rest counted). */
export function ImportErrorsTable({ report }: { report: ImportReport }) {
  if (report.errorCount === 0) return null;
  return (
    <Stack gap="2">
      <Text weight="semibold">
        {report.errorCount === 1 ? '1 error' : `${report.errorCount} errors`}
        {report.errors.length < report.errorCount ? ` (the first ${report.errors.length} listed)` : ''}
      </Text>
      <DataTable
        aria-label="Errors"
        columns={errorColumns}
        rows={report.errors}
        getRowId={(error) => `${error.row}-${error.column}-${error.message}`}
        density="compact"
        maxVisibleRows={8}
      />
    </Stack>
  );
}

/** "3 added, 1 changed, 2 unchanged": what an import did, or would do. */
export function importCounts(report: Pick<ImportReport, 'created' | 'updated' | 'unchanged'>): string {
  return `${report.created} added, ${report.updated} changed, ${report.unchanged} unchanged`;
}
