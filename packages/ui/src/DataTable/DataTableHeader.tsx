import { memo } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from '../icons';
import { ACTIONS_COLUMN, type DataTableColumn } from './columns';
import * as s from './DataTable.css';

interface DataTableHeaderProps<T> {
  columns: readonly DataTableColumn<T>[];
  sort: SortDescriptor | undefined;
  /** The column of the grid's Tab stop when it is in the header, otherwise null. */
  activeColumn: number | null;
}

function DataTableHeaderView<T>({ columns, sort, activeColumn }: DataTableHeaderProps<T>) {
  return (
    <thead className={s.header}>
      <tr aria-rowindex={1} data-row={-1} className={s.headerRow}>
        {columns.map((column, col) => {
          const direction = sort?.column === column.id ? sort.direction : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              data-col={col}
              tabIndex={activeColumn === col ? 0 : -1}
              aria-sort={column.allowsSorting ? (direction ?? 'none') : undefined}
              data-sortable={column.allowsSorting || undefined}
              data-actions={column.id === ACTIONS_COLUMN || undefined}
              className={s.column}
            >
              <span className={s.columnInner({ align: column.align ?? 'start' })}>
                {column.header}
                {column.allowsSorting && <SortIndicator direction={direction} />}
              </span>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** The header row: column names, and for sortable columns the sort state and indicator. */
export const DataTableHeader = memo(DataTableHeaderView) as typeof DataTableHeaderView;

function SortIndicator({ direction }: { direction?: 'ascending' | 'descending' }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon size={12} aria-hidden="true" className={s.sortIcon({ active: !!direction })} />;
}
