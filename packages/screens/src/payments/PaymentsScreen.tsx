import { formatDay, formatMoment } from '@warehouse/domain/format';
import {
  DAY_TOTAL_METHODS,
  LEDGER_METHOD_LABELS,
  LEDGER_METHODS,
  type LedgerMethod,
  PAYMENT_KIND_LABELS,
  PAYMENT_KIND_TONES,
  PAYMENT_KINDS,
  type PaymentKind,
  type PaymentRecord,
  type PaymentTotals,
} from '@warehouse/domain/payments';
import {
  Badge,
  CreditCard,
  DataTable,
  type DataTableColumn,
  DatePicker,
  EmptyState,
  Gift,
  Grid,
  Heading,
  type IconComponent,
  PageHeader,
  parseDate,
  Receipt,
  RefreshCw,
  Select,
  Smartphone,
  Stack,
  StatCard,
  Text,
  Wallet,
} from '@warehouse/ui';
import { useControlledState } from 'react-stately/useControlledState';
import { StatSkeleton } from '../shared/Loading';
import { Money, useMoney } from '../shared/money';
import { type PagedListProps, pagedListView, tablePaging } from '../shared/pagedList';
import { SearchedListCard } from '../shared/SearchedListCard';

/** The list's filters: a method, a kind and a customer ('' for every one), and business days, YYYY-MM-DD ('' for none). */
export interface PaymentFilters {
  method: LedgerMethod | '';
  kind: PaymentKind | '';
  customerId: string;
  from: string;
  to: string;
}

export interface PaymentsScreenProps extends PagedListProps {
  /** The payments loaded, newest first, as the server searched and filtered them. */
  payments: readonly PaymentRecord[];
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  filters: PaymentFilters;
  onFiltersChange: (filters: PaymentFilters) => void;
  /** The customers the Customer filter offers. */
  customers?: readonly { id: string; name: string }[];
  /** The business day's totals by method; skeletons while loading. */
  totals?: PaymentTotals;
}

const ALL = 'all';
const methodItems = [
  { id: ALL, label: 'All Methods' },
  ...LEDGER_METHODS.map((method) => ({ id: method, label: LEDGER_METHOD_LABELS[method] })),
];
const kindItems = [
  { id: ALL, label: 'All Kinds' },
  ...PAYMENT_KINDS.map((kind) => ({ id: kind, label: PAYMENT_KIND_LABELS[kind] })),
];
const METHOD_ICONS: Readonly<Record<LedgerMethod, IconComponent>> = {
  cash: Wallet,
  card: CreditCard,
  mobile: Smartphone,
  bankTransfer: Receipt,
  cheque: Receipt,
  storeCredit: Gift,
  exchange: RefreshCw,
};
const toDate = (value: string) => (value === '' ? null : parseDate(value));

/** Money out (change, a refund, a paid-out) reads as such: a minus sign and the critical tone. */
function Amount({ cents }: { cents: number }) {
  const { format: formatMoney } = useMoney();
  return cents < 0 ? (
    <Text tabular weight="medium" tone="critical">
      {`−${formatMoney(-cents)}`}
    </Text>
  ) : (
    <Text tabular weight="medium">
      <Money amount={cents} />
    </Text>
  );
}

const columns: DataTableColumn<PaymentRecord>[] = [
  {
    id: 'at',
    header: 'Recorded',
    isRowHeader: true,
    width: '1.2fr',
    minWidth: 190,
    cell: (p) => <Text tabular>{formatMoment(p.recordedAt)}</Text>,
  },
  {
    id: 'kind',
    header: 'Kind',
    width: 150,
    cell: (p) => <Badge tone={PAYMENT_KIND_TONES[p.kind]}>{PAYMENT_KIND_LABELS[p.kind]}</Badge>,
  },
  { id: 'amount', header: 'Amount', align: 'end', width: 120, cell: (p) => <Amount cents={p.amount} /> },
  { id: 'method', header: 'Method', width: 130, cell: (p) => LEDGER_METHOD_LABELS[p.method] },
  {
    id: 'document',
    header: 'Document',
    width: '1fr',
    minWidth: 130,
    cell: (p) => (
      <Text truncate tabular>
        {p.document ?? '—'}
      </Text>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    width: '1.3fr',
    minWidth: 140,
    cell: (p) => <Text truncate>{p.customerName ?? '—'}</Text>,
  },
  {
    id: 'reference',
    header: 'Reference',
    width: '1fr',
    minWidth: 120,
    priority: 1,
    cell: (p) => (
      <Text truncate tone="muted">
        {p.reference ?? ''}
      </Text>
    ),
  },
];

/** The day's money by method, each a stat card; the cash that went through drawers under them. */
function DayTotals({ totals }: { totals: PaymentTotals | undefined }) {
  const { format: formatMoney } = useMoney();
  return (
    <Stack gap="3" as="section" aria-labelledby="payment-totals-title">
      <Heading level={2} size="md" id="payment-totals-title">
        {totals ? `Totals for ${formatDay(totals.day)}` : 'Totals for the day'}
      </Heading>
      <Grid columns={3} gap="4">
        {totals
          ? totals.byMethod.map(({ method, amount }) => (
              <StatCard
                key={method}
                title={LEDGER_METHOD_LABELS[method]}
                value={amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(amount)}
                icon={METHOD_ICONS[method]}
              />
            ))
          : DAY_TOTAL_METHODS.map((method) => <StatSkeleton key={method} />)}
      </Grid>
      {totals && (
        <Text tone="muted" size="sm">
          {`Cash through the drawers: ${formatMoney(totals.drawerCash)}, what their Z reports expect less the floats. ${totals.count} ${totals.count === 1 ? 'payment' : 'payments'} that day.`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Payments: every money movement newest first (sale tenders, change, refunds, invoice payments,
 * paid in and out), searched by customer, reference or document; filtered by method, kind,
 * customer and days; the day's totals by method above.
 */
export function PaymentsScreen({
  payments,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  isLoading = false,
  isSearching = false,
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  customers = [],
  totals,
}: PaymentsScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const view = pagedListView({ isLoading, isSearching, shownCount: payments.length, search: text });
  const set = (change: Partial<PaymentFilters>) => onFiltersChange({ ...filters, ...change });
  const customerItems = [
    { id: ALL, label: 'All Customers' },
    ...customers.map((customer) => ({ id: customer.id, label: customer.name })),
  ];
  const filtered =
    text.trim() !== '' ||
    filters.method !== '' ||
    filters.kind !== '' ||
    filters.customerId !== '' ||
    filters.from !== '' ||
    filters.to !== '';
  return (
    <Stack gap="6">
      <PageHeader
        title="Payments"
        description="Every money movement: sales, change, refunds, invoice payments, paid in and paid out."
      />
      <DayTotals totals={totals} />
      <SearchedListCard
        title="All Payments"
        titleId="payments-title"
        search={{
          label: 'Search payments',
          placeholder: 'Search customers, references or documents...',
          value: text,
          onChange: setText,
        }}
        filters={
          <Grid columns={5} gap="4">
            <Select
              label="Method"
              items={methodItems}
              selectedKey={filters.method === '' ? ALL : filters.method}
              onSelectionChange={(key) =>
                set({ method: key == null || key === ALL ? '' : (key as LedgerMethod) })
              }
            />
            <Select
              label="Kind"
              items={kindItems}
              selectedKey={filters.kind === '' ? ALL : filters.kind}
              onSelectionChange={(key) =>
                set({ kind: key == null || key === ALL ? '' : (key as PaymentKind) })
              }
            />
            <Select
              label="Customer"
              items={customerItems}
              selectedKey={filters.customerId === '' ? ALL : filters.customerId}
              onSelectionChange={(key) => set({ customerId: key == null || key === ALL ? '' : String(key) })}
            />
            <DatePicker
              label="From"
              value={toDate(filters.from)}
              onChange={(value) => set({ from: value ? value.toString() : '' })}
            />
            <DatePicker
              label="To"
              value={toDate(filters.to)}
              onChange={(value) => set({ to: value ? value.toString() : '' })}
            />
          </Grid>
        }
        view={view}
        loadingLabel="Loading payments"
      >
        <DataTable
          aria-label="All Payments"
          narrowLayout="cards"
          columns={columns}
          rows={payments}
          {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
          getRowId={(p) => p.id}
          fitWindow
          emptyState={
            <EmptyState
              icon={Wallet}
              title="No payments found"
              description={
                filtered
                  ? 'No payment matches the search and filters.'
                  : 'Payments appear here as sales, refunds and invoice payments are recorded.'
              }
            />
          }
        />
      </SearchedListCard>
    </Stack>
  );
}
