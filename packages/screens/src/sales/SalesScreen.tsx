import type { ExportFormat } from '@warehouse/domain/exports';
import { formatDay } from '@warehouse/domain/format';
import {
  PAYMENT_METHOD_LABELS,
  SALE_STATUS_LABELS,
  SALE_STATUS_TONES,
  type Sale,
} from '@warehouse/domain/pos';
import { saleSearchFields } from '@warehouse/domain/search';
import {
  Badge,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Eye,
  IconButton,
  Inline,
  PageHeader,
  Receipt,
  Stack,
  Text,
  X,
} from '@warehouse/ui';
import { useCallback, useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { ExportMenu } from '../shared/ExportMenu';
import { Money } from '../shared/money';
import { type PagedListProps, pagedListView, tablePaging } from '../shared/pagedList';
import { SearchedListCard } from '../shared/SearchedListCard';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useStableHandler } from '../shared/useStableHandler';
import { SaleDetailDialog, type SaleDetailDialogProps } from './SaleDetailDialog';

export interface SalesScreenProps extends PagedListProps {
  /**
   * The sales loaded, newest first; the screen narrows them by the search as it is typed (the
   * caller's next page of matches follows).
   */
  sales: readonly Sale[];
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /**
   * "Export Sales": where the sales as listed (searched, filtered) are downloaded as CSV or Excel;
   * none hides it (a role that may not export).
   */
  exportHref?: (format: ExportFormat) => string;
  /** The row's "View" action. */
  onViewSale?: (sale: Sale) => void;
  /**
   * The sales of one customer only (a customer's card opened them): named in a chip that clears
   * the filter. `name` is empty while the customer is being read.
   */
  customerFilter?: { name: string; onClear: () => void };
  /** The sale being viewed, once loaded: its dialog is open while set. */
  viewing?: Omit<SaleDetailDialogProps, 'onClose'>;
  onViewClose?: () => void;
}

const columns: DataTableColumn<Sale>[] = [
  {
    id: 'id',
    header: 'Order ID',
    isRowHeader: true,
    width: 130,
    cell: (s) => (
      <Text weight="medium" tabular>
        {s.id}
      </Text>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    width: '1.6fr',
    minWidth: 160,
    cell: (s) => <Text truncate>{s.customer}</Text>,
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    width: 120,
    cell: (s) => (
      <Text weight="medium" tabular>
        <Money amount={s.amount} />
      </Text>
    ),
  },
  // Where the table is narrower than its columns, Items goes first, then Payment, then Date.
  {
    id: 'items',
    header: 'Items',
    align: 'end',
    width: 80,
    priority: 3,
    cell: (s) => <Text tabular>{s.items}</Text>,
  },
  {
    id: 'payment',
    header: 'Payment',
    width: 140,
    priority: 2,
    cell: (s) => <Text tone="muted">{PAYMENT_METHOD_LABELS[s.paymentMethod]}</Text>,
  },
  {
    id: 'status',
    header: 'Status',
    width: 130,
    cell: (s) => <Badge tone={SALE_STATUS_TONES[s.status]}>{SALE_STATUS_LABELS[s.status]}</Badge>,
  },
  {
    id: 'date',
    header: 'Date',
    width: 130,
    priority: 1,
    cell: (s) => <Text tone="muted">{formatDay(s.date)}</Text>,
  },
];

/** The customer the list is narrowed to, and the way back to every sale. */
function CustomerChip({ name, onClear }: { name: string; onClear: () => void }) {
  const label = name ? `Sales of ${name}` : 'Sales of one customer';
  return (
    <Inline gap="1" wrap={false} role="group" aria-label="Filter">
      <Badge tone="info">{label}</Badge>
      <IconButton icon={X} size="sm" aria-label="Show all sales" tooltip onPress={onClear} />
    </Inline>
  );
}

/** Sales Management: Export Sales, search by order ID or customer, and the Recent Sales table. */
export function SalesScreen({
  sales,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  isLoading = false,
  isSearching = false,
  query,
  onQueryChange,
  exportHref,
  onViewSale,
  viewing,
  onViewClose,
  customerFilter,
}: SalesScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const search = useSearchIndex(sales, saleSearchFields);
  const rows = useMemo(() => search(text), [search, text]);
  const view = pagedListView({ isLoading, isSearching, shownCount: rows.length, search: text });
  // Of constant identity: the rows do not render again for each keystroke's new props.
  const viewSale = useStableHandler(onViewSale);
  const rowActions = useCallback(
    (s: Sale) => (
      <IconButton icon={Eye} aria-label={`View ${s.id}`} tooltip="View sale" onPress={() => viewSale(s)} />
    ),
    [viewSale],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Sales Management"
        description="Track sales transactions, payments and their status."
        actions={exportHref && <ExportMenu label="Export Sales" href={exportHref} />}
      />
      <SearchedListCard
        title="Recent Sales"
        titleId="recent-sales-title"
        titleExtra={customerFilter && <CustomerChip {...customerFilter} />}
        search={{
          label: 'Search sales',
          placeholder: 'Search orders or customers...',
          value: text,
          onChange: setText,
        }}
        view={view}
        loadingLabel="Loading sales"
      >
        <DataTable
          aria-label="Recent Sales"
          narrowLayout="cards"
          columns={columns}
          rows={rows}
          {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
          getRowId={(s) => s.id}
          fitWindow
          rowActionsWidth={90}
          rowActions={rowActions}
          emptyState={
            <EmptyState
              icon={Receipt}
              title="No sales found"
              description={
                text.trim()
                  ? `No order ID or customer matches “${text.trim()}”.`
                  : customerFilter
                    ? `No sales to ${customerFilter.name || 'this customer'} yet.`
                    : 'Sales appear here once they are recorded.'
              }
            />
          }
        />
      </SearchedListCard>
      {viewing && <SaleDetailDialog {...viewing} onClose={() => onViewClose?.()} />}
    </Stack>
  );
}
