import { memo, type ReactNode } from 'react';
import { ACTIONS_COLUMN, type DataTableColumn } from './columns';
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
        const content = cellContent(column.cell(row));
        return column.isRowHeader ? (
          <th key={column.id} scope="row" data-col={col} tabIndex={tabIndex} className={className}>
            {content}
          </th>
        ) : (
          <td
            key={column.id}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the ARIA grid pattern
            role="gridcell"
            data-col={col}
            data-actions={column.id === ACTIONS_COLUMN || undefined}
            tabIndex={tabIndex}
            className={className}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A plain text or number cuts with an ellipsis when the column is narrower than it, and its title
 * shows it whole on hover (assistive technology reads the whole text either way).
 */
function cellContent(content: ReactNode): ReactNode {
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  return (
    <span className={s.text} title={String(content)}>
      {content}
    </span>
  );
}

/**
 * One data row. Memoized: while the table scrolls, or the focus moves, only rows that come into
 * view (or whose focus changed) render; the others keep what they rendered.
 */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
