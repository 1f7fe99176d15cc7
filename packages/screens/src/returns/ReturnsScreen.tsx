import { formatCount, formatMoment } from '@warehouse/domain/format';
import { RETURN_REASON_LABELS, type SaleReturn } from '@warehouse/domain/returns';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  EmptyState,
  Form,
  PageHeader,
  Plus,
  RotateCcw,
  Stack,
  Text,
  TextField,
} from '@warehouse/ui';
import { type ReactNode, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { RefundsText } from '../shared/money';
import { type PagedListProps, pagedListView, tablePaging } from '../shared/pagedList';
import { SearchedListCard } from '../shared/SearchedListCard';
import { ReturnRequestsPanel, type ReturnRequestsPanelProps } from './ReturnRequestsPanel';

export interface ReturnsScreenProps extends PagedListProps {
  /** The returns loaded, newest first (the server searched them). */
  returns: readonly SaleReturn[];
  /** Controlled search text (with `onQueryChange`). */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** "New Return": the sale number typed; the caller opens that sale's return, or says why not. */
  onNewReturn?: (saleId: string) => unknown;
  /** Opens with New Return asking for the sale (the till's Return link). */
  startsNewReturn?: boolean;
  /** The return being made (the sale's Return Items), over the list. */
  returning?: ReactNode;
  /** Customer return requests, below the returns (none: not shown). */
  requests?: ReturnRequestsPanelProps;
}

const columns: DataTableColumn<SaleReturn>[] = [
  { id: 'id', header: 'Return', isRowHeader: true, width: 110, cell: (r) => r.id },
  { id: 'sale', header: 'Sale', width: 110, cell: (r) => r.saleId },
  { id: 'customer', header: 'Customer', width: '1.1fr', minWidth: 150, cell: (r) => r.customer },
  { id: 'at', header: 'When', width: '1.3fr', minWidth: 170, cell: (r) => formatMoment(r.at) },
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
    id: 'refund',
    header: 'Refund',
    align: 'end',
    // Wide enough for a credit note's number: "Credit Note CN-DS-2026-000001 $14.06".
    width: '2fr',
    minWidth: 240,
    cell: (r) => (
      <Text tabular size="sm" weight="medium">
        <RefundsText saleReturn={r} />
      </Text>
    ),
  },
];

/**
 * Returns (`/returns`, and `/operations/returns`, the same screen): every return newest first,
 * searched by return, sale or customer; "New Return" starts one from a sale's number.
 */
export function ReturnsScreen({
  returns,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  isLoading = false,
  isSearching = false,
  query,
  onQueryChange,
  onNewReturn,
  startsNewReturn = false,
  returning,
  requests,
}: ReturnsScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const [isAsking, setAsking] = useState(startsNewReturn);
  const view = pagedListView({ isLoading, isSearching, shownCount: returns.length, search: text });
  return (
    <Stack gap="6">
      <PageHeader
        title="Returns"
        description="Items customers brought back, what they refunded and where the stock went."
        actions={
          onNewReturn && (
            <Button icon={Plus} onPress={() => setAsking(true)}>
              New Return
            </Button>
          )
        }
      />
      <SearchedListCard
        title="Recent Returns"
        titleId="returns-title"
        search={{
          label: 'Search returns',
          placeholder: 'Search returns or customers...',
          value: text,
          onChange: setText,
        }}
        view={view}
        loadingLabel="Loading returns"
      >
        <DataTable
          aria-label="Recent Returns"
          narrowLayout="cards"
          columns={columns}
          rows={[...returns]}
          {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
          getRowId={(r) => r.id}
          fitWindow
          emptyState={
            <EmptyState
              icon={RotateCcw}
              title="No returns found"
              description={
                text.trim()
                  ? `No return, sale or customer matches “${text.trim()}”.`
                  : 'Returns appear here once items come back.'
              }
            />
          }
        />
      </SearchedListCard>
      {requests && <ReturnRequestsPanel {...requests} />}
      {isAsking && onNewReturn && (
        <NewReturnDialog
          onStart={async (saleId) => {
            await onNewReturn(saleId);
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        />
      )}
      {returning}
    </Stack>
  );
}

/** "New Return": which sale the items came from, by its number (typed, or scanned from the receipt). */
function NewReturnDialog({
  onStart,
  onClose,
}: {
  onStart: (saleId: string) => Promise<void>;
  onClose: () => void;
}) {
  const [saleId, setSaleId] = useState('');
  const [problem, setProblem] = useState<string>();
  const start = async () => {
    const typed = saleId.trim().toUpperCase();
    if (typed === '') {
      setProblem('Type the sale number from the receipt');
      return;
    }
    try {
      await onStart(typed);
    } catch {
      // The sale could not be opened: its notice says why; the number stays to be corrected.
    }
  };
  return (
    <Dialog
      title="New Return"
      description="Start from the sale the items came from: its number is on the receipt."
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form="new-return">
            Find Sale
          </Button>
        </>
      }
    >
      <Form
        id="new-return"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <TextField
          label="Sale number"
          placeholder="ORD-1013"
          value={saleId}
          onChange={(value) => {
            setSaleId(value);
            setProblem(undefined);
          }}
          isInvalid={problem !== undefined}
          errorMessage={problem}
          autoFocus
        />
      </Form>
    </Dialog>
  );
}
