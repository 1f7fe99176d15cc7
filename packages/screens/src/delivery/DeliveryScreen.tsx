import {
  canAssignRider,
  DELIVERY_PRIORITY_LABELS,
  DELIVERY_PRIORITY_TONES,
  DELIVERY_STATUS_FILTER_OPTIONS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  type Delivery,
  type DeliveryRequest,
  type DeliveryStats,
  type DeliveryStatusFilter,
  type RiderListEntry,
} from '@warehouse/domain/deliveries';
import type { ExportFormat } from '@warehouse/domain/exports';
import { formatCount } from '@warehouse/domain/format';
import { deliverySearchFields } from '@warehouse/domain/search';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  CardTitle,
  CheckCircle2,
  Clock,
  DataTable,
  type DataTableColumn,
  EmptyState,
  type FieldOption,
  Filter,
  Grid,
  Package,
  PageHeader,
  Plus,
  RowButton,
  Select,
  Stack,
  StatCard,
  Text,
  Truck,
  Users,
} from '@warehouse/ui';
import { useCallback, useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { ExportMenu } from '../shared/ExportMenu';
import { StatSkeleton } from '../shared/Loading';
import { Money } from '../shared/money';
import type { PagedListProps } from '../shared/pagedList';
import { tablePaging } from '../shared/pagedList';
import { SearchableList } from '../shared/SearchableList';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useStableHandler } from '../shared/useStableHandler';
import { CreateDeliveryDialog } from './CreateDeliveryDialog';

export interface DeliveryScreenProps extends PagedListProps {
  /**
   * The deliveries loaded, newest first; the screen narrows them by the search as it is typed and
   * by the status filter (the caller's next page of matches follows).
   */
  deliveries: readonly Delivery[];
  /** The five figures, over every delivery and rider; skeletons until known. */
  stats?: DeliveryStats;
  /** The riders (for the rider chooser). */
  riders: readonly RiderListEntry[];
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** Controlled status filter (with `onStatusChange`); local otherwise ("all"). */
  status?: DeliveryStatusFilter;
  onStatusChange?: (status: DeliveryStatusFilter) => void;
  /** "Create Delivery" submit; may return a promise (the dialog closes when it resolves). */
  onCreateDelivery?: (request: DeliveryRequest) => unknown;
  /** A row's "Track" button. */
  onTrack?: (delivery: Delivery) => void;
  /** A rider chosen for an unassigned delivery. */
  onAssignRider?: (deliveryId: string, riderId: string) => void;
  /** "More Filters". */
  onMoreFilters?: () => void;
  /** Whether the Create Delivery dialog is open (with `onCreateOpenChange`, e.g. kept in the URL); local otherwise. */
  isCreateOpen?: boolean;
  onCreateOpenChange?: (isOpen: boolean) => void;
  /** "Export": the deliveries as listed (searched, filtered by status) as a CSV or Excel file; none hides it. */
  exportHref?: (format: ExportFormat) => string;
}

const statusItems = DELIVERY_STATUS_FILTER_OPTIONS.map((option) => ({
  id: option.value,
  label: option.label,
}));

function RiderCell({
  delivery,
  availableRiders,
  onAssignRider,
}: {
  delivery: Delivery;
  /** The riders who can take it, as options. */
  availableRiders: FieldOption[];
  onAssignRider?: (deliveryId: string, riderId: string) => void;
}) {
  if (delivery.rider) {
    return (
      <Stack gap="0.5" minWidth="0">
        <Text size="sm" weight="medium" truncate>
          {delivery.rider.name}
        </Text>
        <Text size="xs" tone="muted" truncate>
          {delivery.rider.phone}
        </Text>
      </Stack>
    );
  }
  if (!canAssignRider(delivery)) {
    return (
      <Text size="sm" tone="muted">
        Unassigned
      </Text>
    );
  }
  // Lazy: a table of thousands of deliveries over thousands of riders builds a rider list only for
  // the row whose chooser is opened.
  return (
    <Select
      aria-label={`Assign rider to ${delivery.id}`}
      placeholder={availableRiders.length > 0 ? 'Assign rider' : 'No riders available'}
      size="sm"
      isLazy
      isDisabled={availableRiders.length === 0}
      items={availableRiders}
      onSelectionChange={(key) => key != null && onAssignRider?.(delivery.id, String(key))}
    />
  );
}

/**
 * Delivery Management: Create Delivery, the five figures, search with the status filter and More
 * Filters, and the Delivery Orders table with Track per row and a rider chooser for unassigned ones.
 */
export function DeliveryScreen({
  deliveries,
  stats,
  riders,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  isLoading = false,
  isSearching = false,
  query,
  onQueryChange,
  status,
  onStatusChange,
  onCreateDelivery,
  onTrack,
  onAssignRider,
  onMoreFilters,
  isCreateOpen,
  onCreateOpenChange,
  exportHref,
}: DeliveryScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const [createOpen, setCreateOpen] = useControlledState(isCreateOpen, false, onCreateOpenChange);
  const [filter, setFilter] = useControlledState<DeliveryStatusFilter>(status, 'all', onStatusChange);

  const search = useSearchIndex(deliveries, deliverySearchFields);
  const rows = useMemo(
    () => search(text, filter === 'all' ? undefined : (d) => d.status === filter),
    [search, text, filter],
  );

  const availableRiders = useMemo(
    () =>
      riders
        .filter((rider) => rider.status === 'available')
        .map((rider) => ({ id: rider.id, label: rider.name })),
    [riders],
  );
  // Handlers of constant identity: the rows do not render again for each keystroke's new props.
  const track = useStableHandler(onTrack);
  const assignRider = useStableHandler(onAssignRider);
  const rowActions = useCallback(
    (d: Delivery) => (
      <RowButton variant="outline" aria-label={`Track ${d.id}`} onPress={() => track(d)}>
        Track
      </RowButton>
    ),
    [track],
  );
  const columns = useMemo<DataTableColumn<Delivery>[]>(
    () => [
      {
        id: 'id',
        header: 'Delivery',
        isRowHeader: true,
        width: 130,
        cell: (d) => (
          <Stack gap="0.5" minWidth="0">
            <Text size="sm" weight="medium" tabular>
              {d.id}
            </Text>
            <Text size="xs" tone="muted" tabular>
              {d.orderId}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'customer',
        header: 'Customer',
        width: '1.5fr',
        minWidth: 180,
        cell: (d) => (
          <Stack gap="0.5" minWidth="0">
            <Text size="sm" weight="medium" truncate>
              {d.customer.name}
            </Text>
            <Text size="xs" tone="muted" truncate title={d.customer.address}>
              {d.customer.address}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'rider',
        header: 'Rider',
        width: '1.2fr',
        minWidth: 190,
        cell: (d) => <RiderCell delivery={d} availableRiders={availableRiders} onAssignRider={assignRider} />,
      },
      {
        id: 'amount',
        header: 'Amount',
        align: 'end',
        width: 110,
        // When space runs out: ETA goes first, then Priority, then Amount.
        priority: 1,
        cell: (d) => (
          <Text size="sm" weight="medium" tabular>
            <Money amount={d.totalAmount} />
          </Text>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        width: 120,
        cell: (d) => <Badge tone={DELIVERY_STATUS_TONES[d.status]}>{DELIVERY_STATUS_LABELS[d.status]}</Badge>,
      },
      {
        id: 'priority',
        header: 'Priority',
        width: 100,
        priority: 2,
        cell: (d) => (
          <Badge
            tone={DELIVERY_PRIORITY_TONES[d.priority]}
            variant={d.priority === 'urgent' ? 'solid' : 'subtle'}
          >
            {DELIVERY_PRIORITY_LABELS[d.priority]}
          </Badge>
        ),
      },
      {
        id: 'eta',
        header: 'ETA',
        width: 90,
        priority: 3,
        cell: (d) => (
          <Text size="sm" tone="muted">
            {d.estimatedTime}
          </Text>
        ),
      },
    ],
    [availableRiders, assignRider],
  );

  const figures = [
    { title: 'Total Deliveries', value: stats?.total, icon: Package },
    { title: 'Pending', value: stats?.pending, icon: Clock },
    { title: 'In Transit', value: stats?.inTransit, icon: Truck },
    { title: 'Delivered', value: stats?.delivered, icon: CheckCircle2 },
    { title: 'Available Riders', value: stats?.availableRiders, icon: Users },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title="Delivery Management"
        description="Dispatch orders, assign riders and follow every delivery to the door."
        actions={
          <>
            {exportHref && <ExportMenu label="Export" href={exportHref} />}
            <Button icon={Plus} onPress={() => setCreateOpen(true)}>
              Create Delivery
            </Button>
          </>
        }
      />
      {createOpen && (
        <CreateDeliveryDialog onClose={() => setCreateOpen(false)} onCreateDelivery={onCreateDelivery} />
      )}
      <Grid columns={5} gap="4">
        {figures.map((figure) =>
          figure.value === undefined ? (
            <StatSkeleton key={figure.title} />
          ) : (
            <StatCard
              key={figure.title}
              title={figure.title}
              value={formatCount(figure.value)}
              icon={figure.icon}
            />
          ),
        )}
      </Grid>
      <Card as="section" aria-labelledby="delivery-orders-title">
        <CardHeader>
          <CardTitle level={2} id="delivery-orders-title">
            Delivery Orders
          </CardTitle>
        </CardHeader>
        <SearchableList
          searchLabel="Search deliveries"
          searchPlaceholder="Search by order ID, customer or delivery ID..."
          query={text}
          onQueryChange={setText}
          filters={
            <>
              <Select
                aria-label="Filter by status"
                items={statusItems}
                selectedKey={filter}
                onSelectionChange={(key) => key != null && setFilter(key as DeliveryStatusFilter)}
              />
              <Button variant="outline" icon={Filter} onPress={onMoreFilters}>
                More Filters
              </Button>
            </>
          }
          filtersWrap
          list={{ isLoading, isSearching }}
          loadingLabel="Loading deliveries"
          layout="table"
          shownCount={rows.length}
        >
          <DataTable
            aria-label="Delivery Orders"
            columns={columns}
            rows={rows}
            {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
            getRowId={(d) => d.id}
            fitWindow
            rowActionsWidth={110}
            rowActions={rowActions}
            emptyState={
              <EmptyState
                icon={Truck}
                title="No deliveries found"
                description={
                  text.trim() || filter !== 'all'
                    ? 'Try adjusting your search or status filter.'
                    : 'Deliveries appear here once they are created.'
                }
              />
            }
          />
        </SearchableList>
      </Card>
    </Stack>
  );
}
