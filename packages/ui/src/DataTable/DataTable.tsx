import { useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Cell,
  Column,
  type Key,
  Row,
  type Selection,
  type SelectionMode,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from '../icons';
import { tableMetrics } from '../tokens/scales';
import * as s from './DataTable.css';

export type { SortDescriptor } from 'react-aria-components';

/** A number of px, a fraction like `'2fr'` or a percentage like `'20%'`. */
export type ColumnSize = number | `${number}fr` | `${number}%`;

export type DataTableAlign = 'start' | 'center' | 'end';

export interface DataTableColumn<T> {
  id: string;
  /** The header text (always the column's accessible name). */
  header: string;
  /** What a cell of this column shows for a row. */
  cell: (row: T) => ReactNode;
  align?: DataTableAlign;
  /** One column names the row for screen readers, usually the first text column. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** The value sorted by when the table sorts itself (uncontrolled); defaults to no sorting. */
  sortValue?: (row: T) => string | number;
  /** A number of px, a fraction like `'2fr'` or a percentage like `'20%'`. Defaults to `'1fr'`. */
  width?: ColumnSize;
  minWidth?: number;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  'aria-label': string;
  columns: DataTableColumn<T>[];
  rows: T[];
  /** A stable key per row. */
  getRowId: (row: T) => Key;
  /** Buttons for a row (edit, delete...), shown in a trailing "Actions" column. */
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
  /** Pressing a row (Enter or click) calls this with the row's key. */
  onRowAction?: (key: Key) => void;
  selectionMode?: SelectionMode;
  selectedKeys?: Iterable<Key> | 'all';
  onSelectionChange?: (keys: Selection) => void;
}

interface WindowRow<T> {
  key: Key;
  row: T;
  start: number;
}

function track(width: ColumnSize | undefined, minWidth?: number): string {
  const min = minWidth ? `${minWidth}px` : '0';
  if (width === undefined) return `minmax(${min}, 1fr)`;
  if (typeof width === 'number') return `${width}px`;
  if (width.endsWith('fr')) return `minmax(${min}, ${width})`;
  return width;
}

function compare(a: string | number, b: string | number) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** A virtualized, sortable data table on react-aria's Table. */
export function DataTable<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  rowActions,
  rowActionsLabel = 'Actions',
  rowActionsWidth = 120,
  emptyState,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  density = 'regular',
  maxVisibleRows,
  fill = false,
  onRowAction,
  selectionMode,
  selectedKeys,
  onSelectionChange,
}: DataTableProps<T>) {
  const [internalSort, setInternalSort] = useState(defaultSortDescriptor);
  const isControlled = sortDescriptor !== undefined;
  const sort = isControlled ? sortDescriptor : internalSort;

  const sortedRows = useMemo(() => {
    if (isControlled || !sort) return rows;
    const sortValue = columns.find((column) => column.id === sort.column)?.sortValue;
    if (!sortValue) return rows;
    const direction = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => direction * compare(sortValue(a), sortValue(b)));
  }, [rows, columns, sort, isControlled]);

  // The latest `rowActions`, read when a row renders: callers usually pass a new function on every
  // render, and the rows in view should not all render again because of it.
  const rowActionsRef = useRef(rowActions);
  rowActionsRef.current = rowActions;
  const hasRowActions = rowActions !== undefined;
  const allColumns = useMemo(() => {
    if (!hasRowActions) return columns;
    const actionsColumn: DataTableColumn<T> = {
      id: '__actions',
      header: rowActionsLabel,
      align: 'end',
      width: rowActionsWidth,
      cell: (row) => <span className={s.actions}>{rowActionsRef.current?.(row)}</span>,
    };
    return [...columns, actionsColumn];
  }, [columns, hasRowActions, rowActionsLabel, rowActionsWidth]);

  const rowHeight = density === 'compact' ? tableMetrics.compactRowHeight : tableMetrics.rowHeight;
  const height = fill ? 'fill' : maxVisibleRows ? 'capped' : 'auto';
  const scrollRef = useRef<HTMLDivElement>(null);
  // A table without a height of its own grows with the page: it then windows its rows against the
  // page's scroll container (e.g. the app shell's main area), offset by where the table sits in it.
  const outer = useOuterScroller(scrollRef, height === 'auto');
  const usesOuter = height === 'auto' && outer.element !== null;
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => (height === 'auto' ? outer.element : scrollRef.current),
    estimateSize: () => rowHeight,
    overscan: 6,
    scrollPaddingStart: usesOuter ? 0 : tableMetrics.headerHeight,
    scrollMargin: usesOuter ? outer.bodyOffset : 0,
  });
  const offset = usesOuter ? outer.bodyOffset : 0;
  const virtualItems: { index: number; start: number }[] =
    height !== 'auto' || usesOuter
      ? virtualizer.getVirtualItems()
      : // Not yet known (first render): a screenful; no scroll container at all: every row.
        Array.from(
          { length: outer.known ? sortedRows.length : Math.min(sortedRows.length, 30) },
          (_, index) => ({
            index,
            start: index * rowHeight,
          }),
        );
  // The same item object for a row that stays in view, so react-aria re-renders only the rows that
  // scroll in, not every row in the window on every scroll step.
  const [windowItems] = useState(() => new WeakMap<object, WindowRow<T>>());
  const windowRows = virtualItems.flatMap((v) => {
    const row = sortedRows[v.index];
    if (row === undefined) return [];
    const cacheKey = typeof row === 'object' && row !== null ? row : null;
    const cached = cacheKey ? windowItems.get(cacheKey) : undefined;
    const start = v.start - offset;
    if (cached && cached.start === start) return [cached];
    const item = { key: getRowId(row), row, start };
    if (cacheKey) windowItems.set(cacheKey, item);
    return [item];
  });
  const style = assignInlineVars({
    [s.columnsVar]: allColumns.map((column) => track(column.width, column.minWidth)).join(' '),
    [s.rowHeightVar]: `${rowHeight}px`,
    [s.headerHeightVar]: `${tableMetrics.headerHeight}px`,
    [s.maxHeightVar]: `${tableMetrics.headerHeight + rowHeight * (maxVisibleRows ?? 0) + 2}px`,
  });

  return (
    <div className={s.frame({ fill, height })} style={style} ref={scrollRef}>
      <Table
        aria-label={ariaLabel}
        className={s.table}
        sortDescriptor={sort}
        onSortChange={(next) => {
          if (!isControlled) setInternalSort(next);
          onSortChange?.(next);
        }}
        onRowAction={onRowAction}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
      >
        <TableHeader className={s.header} columns={allColumns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={s.column}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={s.columnInner({ align: column.align ?? 'start' })}>
                  {column.header}
                  {allowsSorting && <SortIndicator direction={sortDirection} />}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          className={s.body}
          style={{ height: sortedRows.length ? virtualizer.getTotalSize() : undefined }}
          items={windowRows}
          dependencies={[allColumns]}
          renderEmptyState={() => <div className={s.empty}>{emptyState ?? 'No results.'}</div>}
        >
          {(item) => (
            <Row
              id={item.key}
              columns={allColumns}
              className={s.row}
              style={{ transform: `translateY(${item.start}px)` }}
              textValue={String(item.key)}
            >
              {(column) => (
                <Cell className={s.cell({ align: column.align ?? 'start', rowHeader: !!column.isRowHeader })}>
                  {column.cell(item.row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** The nearest scrolling ancestor of the frame, and where the table's body starts inside it. */
function useOuterScroller(frameRef: React.RefObject<HTMLDivElement | null>, isEnabled: boolean) {
  const [state, setState] = useState<{ known: boolean; element: HTMLElement | null; bodyOffset: number }>({
    known: false,
    element: null,
    bodyOffset: 0,
  });
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!isEnabled || !frame) return;
    let element: HTMLElement | null = frame.parentElement;
    while (element && element !== document.body) {
      const { overflowY } = getComputedStyle(element);
      if (overflowY === 'auto' || overflowY === 'scroll') break;
      element = element.parentElement;
    }
    const scroller = element === document.body ? null : element;
    const measure = () => {
      const bodyOffset = scroller
        ? frame.getBoundingClientRect().top -
          scroller.getBoundingClientRect().top +
          scroller.scrollTop +
          tableMetrics.headerHeight
        : 0;
      setState((current) =>
        current.known && current.element === scroller && Math.abs(current.bodyOffset - bodyOffset) < 1
          ? current
          : { known: true, element: scroller, bodyOffset },
      );
    };
    measure();
    if (!scroller) return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, [frameRef, isEnabled]);
  return state;
}

function SortIndicator({ direction }: { direction?: 'ascending' | 'descending' }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon size={12} aria-hidden="true" className={s.sortIcon({ active: !!direction })} />;
}
