import type { ReactNode } from 'react';

/** The id of the trailing column that holds a row's actions. */
export const ACTIONS_COLUMN = '__actions';

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
  /**
   * Which columns give way when the table is narrower than its columns: the highest number goes
   * first, then the next. A column without one always stays, as do the row header and the actions.
   */
  priority?: number;
}

/**
 * How narrow a flexible column without a `minWidth` may get: past the sum of the
 * columns' minimums the table scrolls sideways instead of drawing texts over one another.
 */
const DEFAULT_MIN_COLUMN_WIDTH = 96;

/** The narrowest a column gets: its fixed width, else its minimum (percentages have none). */
function columnMinimum(width: ColumnSize | undefined, minWidth: number | undefined): number {
  if (typeof width === 'number') return width;
  if (width === undefined || width.endsWith('fr')) return minWidth ?? DEFAULT_MIN_COLUMN_WIDTH;
  return minWidth ?? 0;
}

/** The CSS grid track of a column. */
export function columnTrack(width: ColumnSize | undefined, minWidth?: number): string {
  if (typeof width === 'number') return `${width}px`;
  const min = `${columnMinimum(width, minWidth)}px`;
  if (width === undefined) return `minmax(${min}, 1fr)`;
  if (width.endsWith('fr')) return `minmax(${min}, ${width})`;
  return width;
}

/** The narrowest the table gets: every column at its minimum. */
export const tableMinWidth = (columns: readonly { width?: ColumnSize; minWidth?: number }[]) =>
  columns.reduce((sum, column) => sum + columnMinimum(column.width, column.minWidth), 0);

/** Numbers by value, text in the user's collation with numbers inside it in numeric order. */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * The columns that fit `width` px: those with a `priority` leave, the highest number first, until
 * the rest fit at their minimums (or none is left to go; the table then scrolls sideways).
 */
export function fittingColumns<
  C extends { width?: ColumnSize; minWidth?: number; priority?: number; isRowHeader?: boolean },
>(columns: readonly C[], width: number): readonly C[] {
  let shown: readonly C[] = columns;
  const leaving = columns
    .filter((column) => column.priority !== undefined && !column.isRowHeader)
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const column of leaving) {
    if (tableMinWidth(shown) <= width) break;
    shown = shown.filter((other) => other !== column);
  }
  return shown;
}

const countFormat = new Intl.NumberFormat('en-US');

/** How many rows there are, as shown: "28", or "1,000+" where a count stopped at its bound. */
export const totalText = (rowCount: number, loaded: number, isLowerBound: boolean) =>
  isLowerBound ? `${countFormat.format(Math.max(rowCount, loaded))}+` : countFormat.format(rowCount);

/** The table's footer while rows are out of view: "Showing 10 of 28". */
export const showingText = (shown: number, total: string) =>
  `Showing ${countFormat.format(shown)} of ${total}`;
