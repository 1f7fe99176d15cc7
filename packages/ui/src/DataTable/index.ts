export {
  type ColumnSize,
  DataTable,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableProps,
  type SortDescriptor,
} from './DataTable';
