import { formatCount, formatMoment } from '@warehouse/domain/format';
import {
  RETURN_REASON_LABELS,
  RETURN_REQUEST_STATUS_LABELS,
  RETURN_REQUEST_STATUS_TONES,
  RETURN_REQUEST_STATUSES,
  type ReturnRequest,
  type ReturnRequestInput,
  type ReturnRequestRefund,
  type ReturnRequestStatus,
  type SaleReturns,
} from '@warehouse/domain/returns';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Grid,
  Inline,
  Package,
  Plus,
  Select,
} from '@warehouse/ui';
import { useCallback, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { type PagedListProps, pagedListView, tablePaging } from '../shared/pagedList';
import { SearchedListCard } from '../shared/SearchedListCard';
import { useStableHandler } from '../shared/useStableHandler';
import {
  NewReturnRequestDialog,
  RefundReturnRequestDialog,
  RejectReturnRequestDialog,
} from './ReturnRequestDialogs';

export interface ReturnRequestsPanelProps extends PagedListProps {
  /** The requests loaded, newest first (the server searched and filtered them). */
  requests: readonly ReturnRequest[];
  /** Controlled search text (with `onQueryChange`). */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** The status shown ('' for every one). */
  status: ReturnRequestStatus | '';
  onStatusChange: (status: ReturnRequestStatus | '') => void;
  /** "New Request": finds the order by its number, then raises the request. Absent: not offered. */
  onFindOrder?: (saleId: string) => Promise<SaleReturns>;
  onCreate?: (input: ReturnRequestInput) => Promise<unknown>;
  /** A request's steps, each offered where it stands and to the roles given them. */
  onReceive?: (request: ReturnRequest) => Promise<unknown>;
  onRefund?: (request: ReturnRequest, refund: ReturnRequestRefund) => Promise<unknown>;
  onReject?: (request: ReturnRequest, reason: string) => Promise<unknown>;
  /** Which dialog is open at first (a story's). */
  initialDialog?: 'new';
}

const ALL = 'all';
const statusItems = [
  { id: ALL, label: 'All Statuses' },
  ...RETURN_REQUEST_STATUSES.map((status) => ({ id: status, label: RETURN_REQUEST_STATUS_LABELS[status] })),
];

const columns: DataTableColumn<ReturnRequest>[] = [
  { id: 'id', header: 'Request', isRowHeader: true, width: 100, cell: (r) => r.id },
  { id: 'order', header: 'Order', width: 110, cell: (r) => r.saleId },
  { id: 'customer', header: 'Customer', width: '1.2fr', minWidth: 150, cell: (r) => r.customer },
  {
    id: 'items',
    header: 'Items',
    align: 'end',
    width: 70,
    cell: (r) => formatCount(r.lines.reduce((sum, line) => sum + line.quantity, 0)),
  },
  {
    id: 'reason',
    header: 'Reason',
    width: '1fr',
    minWidth: 110,
    cell: (r) => RETURN_REASON_LABELS[r.reason],
  },
  {
    id: 'status',
    header: 'Status',
    width: 120,
    cell: (r) => (
      <Badge tone={RETURN_REQUEST_STATUS_TONES[r.status]}>{RETURN_REQUEST_STATUS_LABELS[r.status]}</Badge>
    ),
  },
  {
    id: 'requested',
    header: 'Requested',
    width: '1.3fr',
    minWidth: 170,
    priority: 1,
    cell: (r) => formatMoment(r.requestedAt),
  },
];

type Open = { kind: 'new' } | { kind: 'refund' | 'reject'; request: ReturnRequest } | null;

/**
 * Customer return requests: raised for an order the customer has, received when the goods are back,
 * then refunded (recorded as a return) or rejected; filtered by status, searched.
 */
export function ReturnRequestsPanel({
  requests,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  isLoading = false,
  isSearching = false,
  query,
  onQueryChange,
  status,
  onStatusChange,
  onFindOrder,
  onCreate,
  onReceive,
  onRefund,
  onReject,
  initialDialog,
}: ReturnRequestsPanelProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const [open, setOpen] = useState<Open>(initialDialog === 'new' ? { kind: 'new' } : null);
  const view = pagedListView({ isLoading, isSearching, shownCount: requests.length, search: text });
  const receive = useStableHandler((request: ReturnRequest) => void onReceive?.(request)?.catch(() => {}));
  const hasReceive = onReceive !== undefined;
  const hasRefund = onRefund !== undefined;
  const hasReject = onReject !== undefined;
  const rowActions = useCallback(
    (r: ReturnRequest) => (
      <Inline gap="1" wrap={false}>
        {hasReceive && r.status === 'requested' && (
          <Button size="sm" variant="outline" aria-label={`Receive ${r.id}`} onPress={() => receive(r)}>
            Receive
          </Button>
        )}
        {hasRefund && r.status === 'received' && (
          <Button
            size="sm"
            aria-label={`Refund ${r.id}`}
            onPress={() => setOpen({ kind: 'refund', request: r })}
          >
            Refund
          </Button>
        )}
        {hasReject && (r.status === 'requested' || r.status === 'received') && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Reject ${r.id}`}
            onPress={() => setOpen({ kind: 'reject', request: r })}
          >
            Reject
          </Button>
        )}
      </Inline>
    ),
    [hasReceive, hasRefund, hasReject, receive],
  );
  const filtered = text.trim() !== '' || status !== '';
  return (
    <>
      <SearchedListCard
        title="Return Requests"
        titleId="return-requests-title"
        search={{
          label: 'Search return requests',
          placeholder: 'Search requests...',
          value: text,
          onChange: setText,
        }}
        actions={
          onFindOrder &&
          onCreate && (
            <Button icon={Plus} variant="outline" onPress={() => setOpen({ kind: 'new' })}>
              New Request
            </Button>
          )
        }
        filters={
          <Grid columns={3} gap="4">
            <Select
              label="Status"
              items={statusItems}
              selectedKey={status === '' ? ALL : status}
              onSelectionChange={(key) =>
                onStatusChange(key == null || key === ALL ? '' : (key as ReturnRequestStatus))
              }
            />
          </Grid>
        }
        view={view}
        loadingLabel="Loading return requests"
      >
        <DataTable
          aria-label="Return Requests"
          narrowLayout="cards"
          columns={columns}
          rows={[...requests]}
          {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
          getRowId={(r) => r.id}
          fitWindow
          rowActionsWidth={190}
          rowActions={rowActions}
          emptyState={
            <EmptyState
              icon={Package}
              title="No return requests found"
              description={
                filtered
                  ? 'No request matches the search and status.'
                  : 'Requests appear here when a customer asks to send back an order.'
              }
            />
          }
        />
      </SearchedListCard>
      {open?.kind === 'new' && onFindOrder && onCreate && (
        <NewReturnRequestDialog onFindOrder={onFindOrder} onCreate={onCreate} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'refund' && onRefund && (
        <RefundReturnRequestDialog
          request={open.request}
          onRefund={(refund) => onRefund(open.request, refund)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'reject' && onReject && (
        <RejectReturnRequestDialog
          request={open.request}
          onReject={(reason) => onReject(open.request, reason)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
