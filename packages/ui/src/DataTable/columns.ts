import type { ReactNode } from 'react';

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

/**
 * How narrow a flexible column without a `minWidth` may get (issue 19): past the sum of the
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
