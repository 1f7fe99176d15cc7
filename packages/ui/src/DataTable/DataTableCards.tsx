import { type ReactNode, useState } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { Button } from '../Button';
import { Select } from '../Select';
import { type DataTableColumn, totalText } from './columns';
import * as s from './DataTableCards.css';

/** How many cards show at once; "Show more" adds as many again (a phone scrolls a list, not 100,000 cards). */
const CARDS_PER_PAGE = 50;
const count = new Intl.NumberFormat('en-US');

export interface DataTableCardsProps<T> {
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  rowActions?: (row: T) => ReactNode;
  emptyState?: ReactNode;
  sort?: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** How many rows there are in all, when `rows` holds only the pages loaded so far. */
  rowCount?: number;
  /**
   * `rowCount` is where a count stopped, and more rows exist ("1,000+"); to assistive technology
   * the grid's row count is then unknown (`aria-rowcount` -1).
   */
  rowCountIsLowerBound?: boolean;
  /** "Show more" past the loaded rows: the caller loads the next page. */
  onEndReached?: () => void;
  /** How the rows come when no column sorts them: "Sort by"'s first choice (`DataTable`'s `unsortedOrder`). */
  unsortedOrder: string;
}

/** "Sort by"'s choice of the rows' own order, chosen while no column sorts them. */
const UNSORTED = 'unsorted';

/** "Sort by": each sortable column one way and the other. */
const sortChoices = (columns: readonly DataTableColumn<unknown>[]) =>
  columns
    .filter((column) => column.allowsSorting)
    .flatMap((column) =>
      (['ascending', 'descending'] as const).map((direction) => ({
        id: `${column.id}:${direction}`,
        label: `${column.header} (${direction})`,
      })),
    );

/** The choice a sort is: a column's one way or the other, else the rows' own order. */
function chosenSort(choices: readonly { id: string }[], sort: SortDescriptor | undefined): string {
  const key = sort ? `${String(sort.column)}:${sort.direction}` : UNSORTED;
  return choices.some((choice) => choice.id === key) ? key : UNSORTED;
}

/**
 * A table's rows as cards on a phone: the row's name as the card's title, the other
 * columns as label and value pairs, and the row's actions at its foot. A list of cards, each
 * control reached with Tab as anywhere else on the page.
 */
export function DataTableCards<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  rowActions,
  emptyState,
  sort,
  onSortChange,
  rowCount = rows.length,
  rowCountIsLowerBound = false,
  onEndReached,
  unsortedOrder,
}: DataTableCardsProps<T>) {
  const columnChoices = sortChoices(columns as readonly DataTableColumn<unknown>[]);
  // How far "Show more" went, for these rows: a new search starts over at one page (a list that
  // only grew, by a page loaded, goes on).
  const [more, setMore] = useState({ first: rows[0], count: CARDS_PER_PAGE });
  const shownCount = more.first === rows[0] ? more.count : CARDS_PER_PAGE;
  // Past where the count stopped, there is more while more is loaded or can be.
  const hasMore = rowCountIsLowerBound
    ? shownCount < rows.length || onEndReached !== undefined
    : rowCount > shownCount;
  const title = columns.find((column) => column.isRowHeader) ?? columns[0];
  const fields = columns.filter((column) => column !== title);
  if (rows.length === 0) return <div className={s.empty}>{emptyState ?? 'No results.'}</div>;
  return (
    <div className={s.cardsView}>
      {columnChoices.length > 0 && (
        <Select
          label="Sort by"
          items={[{ id: UNSORTED, label: unsortedOrder }, ...columnChoices]}
          selectedKey={chosenSort(columnChoices, sort)}
          onSelectionChange={(key) => {
            // The rows' own order is no column's (a sort by nothing).
            const [column = '', direction] = key === UNSORTED ? [] : String(key).split(':');
            onSortChange({ column, direction: direction === 'descending' ? 'descending' : 'ascending' });
          }}
        />
      )}
      <ul aria-label={ariaLabel} className={s.cards}>
        {rows.slice(0, shownCount).map((row) => (
          <li key={getRowId(row)} className={s.card}>
            <div className={s.title}>{title?.cell(row)}</div>
            <dl className={s.fields}>
              {fields.map((column) => (
                <div key={column.id} className={s.field}>
                  <dt className={s.label}>{column.header}</dt>
                  <dd className={s.value}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {rowActions && <div className={s.actions}>{rowActions(row)}</div>}
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button
          variant="outline"
          fullWidth
          onPress={() => {
            setMore({ first: rows[0], count: shownCount + CARDS_PER_PAGE });
            if (shownCount + CARDS_PER_PAGE > rows.length) onEndReached?.();
          }}
        >
          {`Show more (${count.format(Math.min(shownCount, rows.length))} of ${totalText(rowCount, rows.length, rowCountIsLowerBound)})`}
        </Button>
      )}
    </div>
  );
}
