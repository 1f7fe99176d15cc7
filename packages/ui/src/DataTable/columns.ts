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

/** The CSS grid track of a column. */
export function columnTrack(width: ColumnSize | undefined, minWidth?: number): string {
  const min = minWidth ? `${minWidth}px` : '0';
  if (width === undefined) return `minmax(${min}, 1fr)`;
  if (typeof width === 'number') return `${width}px`;
  if (width.endsWith('fr')) return `minmax(${min}, ${width})`;
  return width;
}

/** Numbers by value, text in the user's collation with numbers inside it in numeric order. */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}
