import { memo } from 'react';
import type { DataTableColumn } from './columns';
import * as s from './DataTable.css';

export interface DataTableRowProps<T> {
  row: T;
  /** The row's index among all (sorted) rows. */
  index: number;
  /** Its offset from the top of the body, in px. */
  top: number;
  columns: readonly DataTableColumn<T>[];
  /** The column of the grid's Tab stop when that cell is in this row, otherwise null. */
  activeColumn: number | null;
  isActionable: boolean;
}

function DataTableRowView<T>({ row, index, top, columns, activeColumn, isActionable }: DataTableRowProps<T>) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-row={index}
      data-action={isActionable || undefined}
      className={s.row}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column, col) => {
        const tabIndex = activeColumn === col ? 0 : -1;
        const className = s.cell({ align: column.align ?? 'start', rowHeader: !!column.isRowHeader });
        return column.isRowHeader ? (
          <th key={column.id} scope="row" data-col={col} tabIndex={tabIndex} className={className}>
            {column.cell(row)}
          </th>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the ARIA grid pattern
          <td key={column.id} role="gridcell" data-col={col} tabIndex={tabIndex} className={className}>
            {column.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One data row. Memoized: while the table scrolls, or the focus moves, only rows that come into
 * view (or whose focus changed) render; the others keep what they rendered.
 */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
