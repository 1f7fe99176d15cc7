import { formatDay, formatMoney } from '@warehouse/domain/format';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUS_TONES,
  INVOICE_STATUSES,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@warehouse/domain/invoices';
import {
  Badge,
  DataTable,
  type DataTableColumn,
  DatePicker,
  EmptyState,
  Eye,
  FileText,
  Grid,
  IconButton,
  PageHeader,
  parseDate,
  Select,
  Stack,
  Text,
} from '@warehouse/ui';
import { useCallback } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { type PagedListProps, pagedListView, tablePaging } from '../shared/pagedList';
import { SearchedListCard } from '../shared/SearchedListCard';
import { useStableHandler } from '../shared/useStableHandler';
import { InvoiceDetailDialog, type InvoiceDetailDialogProps } from './InvoiceDetailDialog';

/** The list's filters: a status ('' for every one) and the issue days, YYYY-MM-DD ('' for none). */
export interface InvoiceFilters {
  status: InvoiceStatus | '';
  from: string;
  to: string;
}

export interface InvoicesScreenProps extends PagedListProps {
  /** The invoices loaded, newest first, as the server searched and filtered them. */
  invoices: readonly InvoiceSummary[];
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  filters: InvoiceFilters;
  onFiltersChange: (filters: InvoiceFilters) => void;
  onViewInvoice?: (invoice: InvoiceSummary) => void;
  /** The invoice being viewed, once loaded: its dialog is open while set. */
  viewing?: Omit<InvoiceDetailDialogProps, 'onClose'>;
  onViewClose?: () => void;
}

const ALL = 'all';
const statusItems = [
  { id: ALL, label: 'All Statuses' },
  ...INVOICE_STATUSES.map((status) => ({ id: status, label: INVOICE_STATUS_LABELS[status] })),
];
const toDate = (value: string) => (value === '' ? null : parseDate(value));

const columns: DataTableColumn<InvoiceSummary>[] = [
  {
    id: 'number',
    header: 'Invoice',
    isRowHeader: true,
    width: 190,
    cell: (i) => (
      <Text weight="medium" tabular>
        {i.number}
      </Text>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    width: '1.5fr',
    minWidth: 150,
    cell: (i) => <Text truncate>{i.customerName}</Text>,
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    width: 110,
    // In the invoice's own currency, as it was issued.
    cell: (i) => <Text tabular>{formatMoney(i.total, i.currency)}</Text>,
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    width: 110,
    cell: (i) => (
      <Text weight="medium" tabular>
        {formatMoney(i.balance, i.currency)}
      </Text>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    width: 140,
    cell: (i) => <Badge tone={INVOICE_STATUS_TONES[i.status]}>{INVOICE_STATUS_LABELS[i.status]}</Badge>,
  },
  {
    id: 'issued',
    header: 'Issued',
    width: 120,
    priority: 2,
    cell: (i) => <Text tone="muted">{formatDay(i.issueDate)}</Text>,
  },
  {
    id: 'due',
    header: 'Due',
    width: 120,
    priority: 1,
    cell: (i) => <Text tone="muted">{formatDay(i.dueDate)}</Text>,
  },
];

/** Invoices: searched by number or customer, filtered by status and issue days; each opens its detail. */
export function InvoicesScreen({
  invoices,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  isLoading = false,
  isSearching = false,
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  onViewInvoice,
  viewing,
  onViewClose,
}: InvoicesScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const view = pagedListView({ isLoading, isSearching, shownCount: invoices.length, search: text });
  const viewInvoice = useStableHandler(onViewInvoice);
  const rowActions = useCallback(
    (i: InvoiceSummary) => (
      <IconButton
        icon={Eye}
        aria-label={`View ${i.number}`}
        tooltip="View invoice"
        onPress={() => viewInvoice(i)}
      />
    ),
    [viewInvoice],
  );
  const set = (change: Partial<InvoiceFilters>) => onFiltersChange({ ...filters, ...change });
  const filtered = text.trim() !== '' || filters.status !== '' || filters.from !== '' || filters.to !== '';
  return (
    <Stack gap="6">
      <PageHeader
        title="Invoices"
        description="Invoices issued to customers, what they owe and what they paid."
      />
      <SearchedListCard
        title="All Invoices"
        titleId="invoices-title"
        search={{
          label: 'Search invoices',
          placeholder: 'Search invoices or customers...',
          value: text,
          onChange: setText,
        }}
        filters={
          <Grid columns={3} gap="4">
            <Select
              label="Status"
              items={statusItems}
              selectedKey={filters.status === '' ? ALL : filters.status}
              onSelectionChange={(key) =>
                set({ status: key == null || key === ALL ? '' : (key as InvoiceStatus) })
              }
            />
            <DatePicker
              label="Issued From"
              value={toDate(filters.from)}
              onChange={(value) => set({ from: value ? value.toString() : '' })}
            />
            <DatePicker
              label="Issued To"
              value={toDate(filters.to)}
              onChange={(value) => set({ to: value ? value.toString() : '' })}
            />
          </Grid>
        }
        view={view}
        loadingLabel="Loading invoices"
      >
        <DataTable
          aria-label="All Invoices"
          narrowLayout="cards"
          columns={columns}
          rows={invoices}
          {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
          getRowId={(i) => i.number}
          fitWindow
          rowActionsWidth={90}
          rowActions={rowActions}
          emptyState={
            <EmptyState
              icon={FileText}
              title="No invoices found"
              description={
                filtered
                  ? 'No invoice matches the search and filters.'
                  : 'Invoices appear here once one is issued for a sale to a customer.'
              }
            />
          }
        />
      </SearchedListCard>
      {viewing && <InvoiceDetailDialog {...viewing} onClose={() => onViewClose?.()} />}
    </Stack>
  );
}
