import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFocusVisible } from 'react-aria';
import type { Key, SortDescriptor } from 'react-aria-components';
import { useIsPhone } from '../layout/useMediaQuery';
import { tableMetrics } from '../tokens/scales';
import {
  ACTIONS_COLUMN,
  type ColumnSize,
  columnTrack,
  compareSortValues,
  type DataTableAlign,
  type DataTableColumn,
  fittingColumns,
  showingText,
  tableMinWidth,
  totalText,
} from './columns';
import * as s from './DataTable.css';
import { DataTableCards } from './DataTableCards';
import { DataTableHeader } from './DataTableHeader';
import { DataTableRow } from './DataTableRow';
import { useGridFocus } from './useGridFocus';
import { useRowWindow } from './useRowWindow';
import { useTableFit } from './useTableFit';

export type { SortDescriptor } from 'react-aria-components';
export type { ColumnSize, DataTableAlign, DataTableColumn };

export interface DataTableProps<T> {
  /** The table's accessible name. */
  'aria-label': string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  /** A stable key per row. */
  getRowId: (row: T) => Key;
  /**
   * Controls for a row (edit, delete...), shown in a trailing "Actions" column. Rows render again
   * when this function changes: keep it stable (e.g. `useCallback`) in screens with many rows.
   */
  rowActions?: (row: T) => ReactNode;
  rowActionsLabel?: string;
  /** The actions column's width in px. */
  rowActionsWidth?: number;
  /** Shown in place of rows when there are none. */
  emptyState?: ReactNode;
  /** Controlled sort; the caller sorts `rows`. */
  sortDescriptor?: SortDescriptor;
  /** Uncontrolled initial sort; the table sorts by the column's `sortValue`. */
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Rows are a fixed height, which lets the table render only the rows in view. */
  density?: 'regular' | 'compact';
  /** Caps the height at this many rows; the rest scroll under a sticky header. */
  maxVisibleRows?: number;
  /** Fills its parent's height (the parent needs a definite height); rows scroll inside. */
  fill?: boolean;
  /**
   * Takes the height the window leaves it below what comes before it, so the page fits the window
   * and the rows scroll under the sticky header; in a window too short for a few rows the page
   * scrolls instead.
   */
  fitWindow?: boolean;
  /** Pressing a row (Enter on one of its cells, or a click) calls this with the row's key. */
  onRowAction?: (key: Key) => void;
  /**
   * On a phone: `scroll` keeps the table, scrolling sideways with its first column
   * pinned; `cards` shows each row as a card (its row header the title, the other columns as
   * label and value pairs, its actions at the foot). Cards suit rows read one at a time; for
   * them, a row action is one of `rowActions`.
   */
  narrowLayout?: 'scroll' | 'cards';
  /**
   * How the rows come when no column sorts them, named as the cards' "Sort by" shows it (its
   * first choice, chosen until a column sorts). Lists of records come newest first by default.
   */
  unsortedOrder?: string;
  /** How many rows there are in all, when `rows` holds only the pages loaded so far. */
  rowCount?: number;
  /**
   * `rowCount` is where a count stopped, and more rows exist ("1,000+"); to assistive technology
   * the grid's row count is then unknown (`aria-rowcount` -1).
   */
  rowCountIsLowerBound?: boolean;
  /**
   * Called as the rows in view come near the end of `rows` (or a phone's "Show more" reaches
   * it): the caller loads the next page.
   */
  onEndReached?: () => void;
}

/** How near the end of the loaded rows the next page is asked for: about a screen of rows. */
const END_MARGIN = 20;
/** The fewest rows a table that fits the window shows; in a shorter window the page scrolls. */
const MIN_FIT_ROWS = 5;

/**
 * A sortable data table that stays quick at 100,000 rows: an ARIA grid (one Tab stop, arrow keys
 * between cells) that renders only the rows in view, each memoized, under a sticky header. On a
 * phone it scrolls sideways, or shows its rows as cards (`narrowLayout`).
 */
export function DataTable<T>({
  narrowLayout = 'scroll',
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  unsortedOrder = 'Newest first',
  ...props
}: DataTableProps<T>) {
  const asCards = useIsPhone() && narrowLayout === 'cards';
  const { rows, columns } = props;
  // One sort for both layouts (the grid's headers, the cards' "Sort by"): the caller's when it
  // keeps it (and sorts the rows itself), else this table's own.
  const [ownSort, setOwnSort] = useState(defaultSortDescriptor);
  const isControlled = sortDescriptor !== undefined;
  const sort = isControlled ? sortDescriptor : ownSort;
  const sortedRows = useMemo(
    () => (isControlled ? rows : sortRows(rows, columns, sort)),
    [rows, columns, sort, isControlled],
  );
  const changeSort = useCallback(
    (next: SortDescriptor) => {
      if (!isControlled) setOwnSort(next);
      onSortChange?.(next);
    },
    [isControlled, onSortChange],
  );
  if (!asCards) return <DataTableGrid {...props} rows={sortedRows} sort={sort} onSortChange={changeSort} />;
  return (
    <DataTableCards
      aria-label={props['aria-label']}
      columns={columns}
      rows={sortedRows}
      sort={sort}
      onSortChange={changeSort}
      getRowId={props.getRowId}
      rowActions={props.rowActions}
      emptyState={props.emptyState}
      rowCount={props.rowCount}
      rowCountIsLowerBound={props.rowCountIsLowerBound}
      onEndReached={props.onEndReached}
      unsortedOrder={unsortedOrder}
    />
  );
}

/** Rows in a column's `sortValue` order (as they are when the column sorts nothing). */
function sortRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], sort?: SortDescriptor) {
  const sortValue = sort && columns.find((column) => column.id === sort.column)?.sortValue;
  if (!sortValue) return rows;
  const direction = sort.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => direction * compareSortValues(sortValue(a), sortValue(b)));
}

function DataTableGrid<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  rowActions,
  rowActionsLabel = 'Actions',
  rowActionsWidth = 120,
  emptyState,
  sort,
  onSortChange,
  density = 'regular',
  maxVisibleRows,
  fill = false,
  fitWindow = false,
  onRowAction,
  rowCount = rows.length,
  rowCountIsLowerBound = false,
  onEndReached,
}: Omit<DataTableProps<T>, 'narrowLayout' | 'sortDescriptor' | 'defaultSortDescriptor' | 'onSortChange'> & {
  sort: SortDescriptor | undefined;
  onSortChange: (sort: SortDescriptor) => void;
}) {
  const everyColumn = useMemo(() => {
    if (!rowActions) return columns;
    const actionsColumn: DataTableColumn<T> = {
      id: ACTIONS_COLUMN,
      header: rowActionsLabel,
      align: 'end',
      width: rowActionsWidth,
      cell: (row) => <span className={s.actions}>{rowActions(row)}</span>,
    };
    return [...columns, actionsColumn];
  }, [columns, rowActions, rowActionsLabel, rowActionsWidth]);

  const rowHeight = density === 'compact' ? tableMetrics.compactRowHeight : tableMetrics.rowHeight;
  const height = fill ? 'fill' : fitWindow ? 'window' : maxVisibleRows ? 'capped' : 'auto';
  const frameRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  // The columns the frame's width holds (those with a priority give way first), and the rows its
  // height shows: measured as the frame's size changes, never while it scrolls.
  const fitWidth = useCallback(
    (width: number) =>
      fittingColumns(everyColumn, width)
        .map((column) => column.id)
        .join(' '),
    [everyColumn],
  );
  const rowsInView = useCallback(
    (frameHeight: number) => Math.max(0, Math.floor((frameHeight - tableMetrics.headerHeight) / rowHeight)),
    [rowHeight],
  );
  const fit = useTableFit({
    frameRef,
    fitWidth,
    rowsInView,
    fitWindow,
    minHeight: tableMetrics.headerHeight + rowHeight * MIN_FIT_ROWS + 2,
  });
  const allColumns = useMemo(() => {
    if (fit.widthKey === null) return everyColumn;
    const shown = new Set(fit.widthKey.split(' '));
    return everyColumn.filter((column) => shown.has(column.id));
  }, [everyColumn, fit.widthKey]);

  const toggleSort = useCallback(
    (col: number) => {
      const column = allColumns[col];
      if (!column?.allowsSorting) return;
      const next: SortDescriptor = {
        column: column.id,
        direction: sort?.column === column.id && sort.direction === 'ascending' ? 'descending' : 'ascending',
      };
      onSortChange(next);
    },
    [allColumns, sort, onSortChange],
  );
  const rowAction = useCallback(
    (index: number) => {
      const row = rows[index];
      if (row !== undefined) onRowAction?.(getRowId(row));
    },
    [rows, onRowAction, getRowId],
  );
  /** The height of the view the rows scroll in, for PageUp/PageDown (known after rendering). */
  const viewHeight = useRef(0);
  const { active, gridProps } = useGridFocus({
    gridRef,
    rowCount: rows.length,
    colCount: allColumns.length,
    pageRows: () => Math.max(1, Math.floor(viewHeight.current / rowHeight) - 1),
    onRowAction: onRowAction ? rowAction : undefined,
    onHeaderAction: toggleSort,
  });

  // The rows in view; the row holding the Tab stop stays rendered when it scrolls away, so the
  // focus is never lost. A table without a height of its own grows with the page and windows its
  // rows against the page's scroll container (e.g. the app shell's main area).
  const rowWindow = useRowWindow({
    frameRef,
    scroller: height === 'auto' ? 'outer' : 'own',
    count: rows.length,
    rowHeight,
    headerHeight: tableMetrics.headerHeight,
    overscan: 2,
    keepIndex: active.row,
    viewHeightHint:
      height === 'capped'
        ? rowHeight * (maxVisibleRows ?? 0)
        : height === 'window' && fit.maxHeight !== null
          ? fit.maxHeight
          : typeof window === 'undefined'
            ? 800
            : window.innerHeight,
  });
  viewHeight.current = rowWindow.viewHeight;
  // The next page is asked for while the rows in view are still a little way from the end.
  const lastInView = rowWindow.indexes.at(-1) ?? -1;
  const nearEnd = rows.length > 0 && lastInView >= rows.length - END_MARGIN;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page that came in and still ends in view asks again
  useEffect(() => {
    if (!nearEnd || !onEndReached) return;
    // In a task of its own: a page read at hand (the data in the page) would otherwise be read and
    // rendered inside the frame of the scroll that asked for it.
    const asking = setTimeout(onEndReached, 0);
    return () => clearTimeout(asking);
  }, [nearEnd, rows.length, onEndReached]);

  const style = assignInlineVars({
    [s.columnsVar]: allColumns.map((column) => columnTrack(column.width, column.minWidth)).join(' '),
    [s.minWidthVar]: `${tableMinWidth(allColumns)}px`,
    [s.pinnedWidthVar]: `${tableMinWidth(allColumns.slice(0, 1))}px`,
    [s.rowHeightVar]: `${rowHeight}px`,
    [s.headerHeightVar]: `${tableMetrics.headerHeight}px`,
    [s.maxHeightVar]:
      height === 'window'
        ? // Until measured, the window bounds it: an unbounded frame would show (and render) every row.
          fit.maxHeight === null
          ? '100dvh'
          : `${fit.maxHeight}px`
        : `${tableMetrics.headerHeight + rowHeight * (maxVisibleRows ?? 0) + 2}px`,
    [s.actionsWidthVar]: rowActions ? `${rowActionsWidth}px` : '0px',
  });
  const isEmpty = rows.length === 0;
  // The focused cell shows a ring only while the keyboard is in use (not after a click).
  const { isFocusVisible } = useFocusVisible();
  // Where rows are out of view, the footer says how many there are: those the frame shows (a table
  // growing with the page shows those loaded) of all.
  const total = totalText(rowCount, rows.length, rowCountIsLowerBound);
  const shownCount = height === 'auto' ? rows.length : Math.min(rows.length, fit.rowsInView ?? rows.length);
  const hasRowsOutOfView =
    !isEmpty && (shownCount < rows.length || rowCount > rows.length || rowCountIsLowerBound);

  return (
    <div className={s.container({ fill })}>
      <div className={s.frame({ fill, height })} style={style} ref={frameRef}>
        <table
          ref={gridRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with the ARIA grid pattern (focusable cells, arrow keys)
          role="grid"
          aria-label={ariaLabel}
          aria-rowcount={rowCountIsLowerBound ? -1 : rowCount + 1}
          data-keyboard={isFocusVisible || undefined}
          className={s.table}
          {...gridProps}
        >
          <DataTableHeader
            columns={allColumns}
            sort={sort}
            activeColumn={active.row < 0 ? active.col : null}
          />
          <tbody
            className={s.body}
            data-empty={isEmpty || undefined}
            style={{ height: isEmpty ? undefined : rows.length * rowHeight }}
          >
            {isEmpty ? (
              <tr aria-rowindex={2}>
                {/* A row header, not a data cell: the message names the (only) row. */}
                <th scope="row" colSpan={allColumns.length}>
                  <div className={s.empty}>{emptyState ?? 'No results.'}</div>
                </th>
              </tr>
            ) : (
              rowWindow.indexes.map((index) => {
                const row = rows[index] as T;
                return (
                  <DataTableRow
                    key={getRowId(row)}
                    row={row}
                    index={index}
                    top={index * rowHeight}
                    columns={allColumns}
                    activeColumn={active.row === index ? active.col : null}
                    isActionable={onRowAction !== undefined}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {hasRowsOutOfView && <p className={s.footer}>{showingText(shownCount, total)}</p>}
    </div>
  );
}
