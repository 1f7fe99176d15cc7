import type { ExportFormat } from '@warehouse/domain/exports';
import { formatCount, formatDay } from '@warehouse/domain/format';
import type { Supplier } from '@warehouse/domain/people';
import {
  isLate,
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_STATUS_TONES,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  purchaseOrderNumber,
  receiptProgress,
} from '@warehouse/domain/purchasing';
import {
  Badge,
  Box,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Grid,
  Inline,
  Link,
  PageHeader,
  Plus,
  SearchField,
  Select,
  ShoppingCart,
  type SortDescriptor,
  Stack,
  Text,
  Truck,
} from '@warehouse/ui';
import { useMemo } from 'react';
import { ExportMenu } from '../shared/ExportMenu';
import { TableSkeleton } from '../shared/Loading';
import { Money } from '../shared/money';
import { type PagedListProps, pagedListView, tablePaging } from '../shared/pagedList';
import { useSearchIndex } from '../shared/useSearchIndex';

/** What the list is narrowed to: each '' means "all". */
export interface PurchaseFilters {
  query: string;
  /** A state, or 'late': still awaited after the expected day. */
  status: PurchaseOrderStatus | 'late' | '';
  supplierId: string;
}

export interface PurchasesScreenProps extends PagedListProps {
  /**
   * The purchase orders, newest first, as far as they are loaded (the route reads them a
   * page at a time, searched and filtered by the server); the screen narrows them by the filters
   * as they change, while the next answer comes.
   */
  orders: readonly PurchaseOrder[];
  suppliers: readonly Supplier[];
  /** Today as YYYY-MM-DD: an order still awaited after its expected day is late. */
  today: string;
  /** The order chosen by a column, when the caller sorts (the server's pages); the table sorts the rows itself otherwise. */
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  filters: PurchaseFilters;
  onFiltersChange: (filters: PurchaseFilters) => void;
  /** Where an order's page is ("/purchases/PO-003"). */
  orderHref: (order: PurchaseOrder) => string;
  /** Where a new order is made; absent for roles that may not order. */
  newOrderHref?: string;
  /** Where the suppliers are. */
  suppliersHref?: string;
  /** "Export": the orders as listed (searched, filtered, sorted) as a CSV or Excel file; none hides it. */
  exportHref?: (format: ExportFormat) => string;
}

const ALL = 'all';
const NEWEST_FIRST: SortDescriptor = { column: 'number', direction: 'descending' };

/** The order's state, and "Late" beside it when it is overdue. */
export function PurchaseOrderStatusBadges({ order, today }: { order: PurchaseOrder; today: string }) {
  return (
    <Inline gap="1" wrap>
      <Badge tone={PURCHASE_ORDER_STATUS_TONES[order.status]}>
        {PURCHASE_ORDER_STATUS_LABELS[order.status]}
      </Badge>
      {isLate(order, today) && <Badge tone="critical">Late</Badge>}
    </Inline>
  );
}

/**
 * `/purchases`: the purchase orders, newest first, searchable by PO number and supplier
 * and narrowed by status and supplier; each opens its page, late ones marked.
 */
export function PurchasesScreen({
  orders,
  suppliers,
  today,
  isLoading = false,
  isSearching = false,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  sort,
  onSortChange,
  filters,
  onFiltersChange,
  orderHref,
  newOrderHref,
  suppliersHref,
  exportHref,
}: PurchasesScreenProps) {
  const set = (change: Partial<PurchaseFilters>) => onFiltersChange({ ...filters, ...change });
  const supplierName = useMemo(() => {
    const names = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
    return (order: PurchaseOrder) => names.get(order.supplierId) ?? order.supplierId;
  }, [suppliers]);
  const searchFields = useMemo(
    () => (order: PurchaseOrder) => [order.id, supplierName(order)],
    [supplierName],
  );
  const search = useSearchIndex(orders, searchFields);
  // The server's answer (its total known) is shown as it came: it decided what is late by its own
  // day. The screen narrows rows itself only when it holds them all, or while the next answer comes.
  const narrowsItself = total === undefined;
  const rows = useMemo(() => {
    if (!narrowsItself) return orders;
    return search(filters.query).filter(
      (order) =>
        (filters.status === '' ||
          order.status === filters.status ||
          (filters.status === 'late' && isLate(order, today))) &&
        (filters.supplierId === '' || order.supplierId === filters.supplierId),
    );
  }, [narrowsItself, orders, search, filters, today]);
  const view = pagedListView({ isLoading, isSearching, shownCount: rows.length, search: filters.query });

  const columns: DataTableColumn<PurchaseOrder>[] = [
    {
      id: 'number',
      header: 'PO Number',
      isRowHeader: true,
      width: 130,
      allowsSorting: true,
      // By number: PO-1000 comes after PO-999.
      sortValue: (order) => purchaseOrderNumber(order.id),
      cell: (order) => <Link href={orderHref(order)}>{order.id}</Link>,
    },
    {
      id: 'supplier',
      header: 'Supplier',
      width: '1.6fr',
      minWidth: 160,
      allowsSorting: true,
      sortValue: supplierName,
      cell: (order) => <Text truncate>{supplierName(order)}</Text>,
    },
    {
      id: 'status',
      header: 'Status',
      width: 220,
      cell: (order) => <PurchaseOrderStatusBadges order={order} today={today} />,
    },
    {
      id: 'received',
      header: 'Received',
      priority: 1,
      align: 'end',
      width: 130,
      cell: (order) => {
        const progress = receiptProgress(order.lines);
        return (
          <Text
            tabular
            tone="muted"
          >{`${formatCount(progress.received)} of ${formatCount(progress.ordered)}`}</Text>
        );
      },
    },
    {
      id: 'orderDate',
      header: 'Order Date',
      width: 130,
      // Where the table is narrower than its columns, Order Date goes first, then Total, Expected, Received.
      priority: 4,
      allowsSorting: true,
      sortValue: (order) => order.orderDate,
      cell: (order) => <Text tone="muted">{order.orderDate ? formatDay(order.orderDate) : '—'}</Text>,
    },
    {
      id: 'expectedDelivery',
      header: 'Expected',
      width: 130,
      priority: 2,
      allowsSorting: true,
      sortValue: (order) => order.expectedDelivery,
      cell: (order) => (
        <Text tone="muted">{order.expectedDelivery ? formatDay(order.expectedDelivery) : '—'}</Text>
      ),
    },
    {
      id: 'total',
      header: 'Total',
      priority: 3,
      align: 'end',
      width: 120,
      allowsSorting: true,
      sortValue: (order) => order.total,
      cell: (order) => (
        <Text weight="medium" tabular>
          <Money amount={order.total} />
        </Text>
      ),
    },
  ];

  const narrowed = filters.query.trim() !== '' || filters.status !== '' || filters.supplierId !== '';
  return (
    <Stack gap="6">
      <PageHeader
        title="Purchase Orders"
        description="Orders to suppliers: what is on its way, what has arrived, and what is late."
        actions={
          <Inline gap="2">
            {exportHref && <ExportMenu label="Export" href={exportHref} />}
            {suppliersHref && (
              <Link href={suppliersHref} appearance="outline" icon={Truck}>
                Suppliers
              </Link>
            )}
            {newOrderHref && (
              <Link href={newOrderHref} appearance="primary" icon={Plus}>
                New Purchase Order
              </Link>
            )}
          </Inline>
        }
      />
      <Card as="section" aria-label="Purchase orders">
        <Grid columns={3} gap="4">
          <SearchField
            label="Search"
            placeholder="PO number or supplier..."
            value={filters.query}
            onChange={(query) => set({ query })}
          />
          <Select
            label="Status"
            items={[
              { id: ALL, label: 'All statuses' },
              ...PURCHASE_ORDER_STATUSES.map((status) => ({
                id: status,
                label: PURCHASE_ORDER_STATUS_LABELS[status],
              })),
              { id: 'late', label: 'Late' },
            ]}
            selectedKey={filters.status === '' ? ALL : filters.status}
            onSelectionChange={(key) =>
              set({ status: key == null || key === ALL ? '' : (key as PurchaseFilters['status']) })
            }
          />
          <Select
            label="Supplier"
            items={[
              { id: ALL, label: 'All suppliers' },
              ...suppliers.map((supplier) => ({ id: supplier.id, label: supplier.name })),
            ]}
            selectedKey={filters.supplierId === '' ? ALL : filters.supplierId}
            onSelectionChange={(key) => set({ supplierId: key == null || key === ALL ? '' : String(key) })}
          />
        </Grid>
        {view.showsSkeleton ? (
          <TableSkeleton label="Loading purchase orders" />
        ) : (
          <Box data-results-for={view.resultsFor}>
            <DataTable
              aria-label="Purchase orders"
              narrowLayout="cards"
              columns={columns}
              rows={rows}
              getRowId={(order) => order.id}
              fitWindow
              {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
              // Newest first: numbers are given in the order orders are made. When the caller
              // sorts (the server's pages), the table never sorts the loaded rows itself.
              {...(onSortChange
                ? { sortDescriptor: sort ?? NEWEST_FIRST, onSortChange }
                : { defaultSortDescriptor: NEWEST_FIRST })}
              emptyState={
                <EmptyState
                  icon={ShoppingCart}
                  title="No purchase orders found"
                  description={
                    narrowed
                      ? 'No order matches this search and these filters.'
                      : 'Purchase orders appear here once they are created.'
                  }
                />
              }
            />
          </Box>
        )}
      </Card>
    </Stack>
  );
}
