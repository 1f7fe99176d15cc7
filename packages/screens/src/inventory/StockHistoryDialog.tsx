import type { ActivityEntry } from '@warehouse/domain/accounts';
import { MOVEMENT_KIND_LABELS, type StockMovementEntry } from '@warehouse/domain/catalogue';
import type { ExportFormat } from '@warehouse/domain/exports';
import { formatCount, formatDay } from '@warehouse/domain/format';
import { DataTable, type DataTableColumn, Dialog, Grid, Stack, StatCard, Text } from '@warehouse/ui';
import { RecordActivity } from '../activity/RecordActivity';
import { ExportMenu } from '../shared/ExportMenu';
import type { PagedListProps } from '../shared/pagedList';
import { tablePaging } from '../shared/pagedList';

export interface StockHistoryDialogProps
  extends Pick<PagedListProps, 'total' | 'totalIsLowerBound' | 'onLoadMore'> {
  name: string;
  /** The product's stock at each location. */
  byLocation: readonly { location: string; onHand: number }[];
  /** Newest first: all of them, or the pages loaded so far (`total` then counts them all). */
  movements: readonly StockMovementEntry[];
  /** The product's own audit entries, newest first; shown to roles that may read them. */
  activity?: readonly ActivityEntry[];
  /** "Export": every movement of the product as a CSV or Excel file; none hides it. */
  exportHref?: (format: ExportFormat) => string;
  onClose: () => void;
}

const signed = (quantity: number) => (quantity > 0 ? `+${formatCount(quantity)}` : formatCount(quantity));

/** Two lines in one cell: the main text and a muted one under it. */
const twoLines = (main: string, under: string | undefined) => (
  <Stack gap="0.5">
    <Text weight="medium">{main}</Text>
    {under && (
      <Text tone="muted" size="xs">
        {under}
      </Text>
    )}
  </Stack>
);

/** The item moved is named only where the product has variants (otherwise it is the product). */
const columnsFor = (name: string): DataTableColumn<StockMovementEntry>[] => [
  { id: 'at', header: 'Date', width: '0.8fr', minWidth: 104, cell: (m) => formatDay(m.at) },
  {
    id: 'kind',
    header: 'Movement',
    isRowHeader: true,
    width: '1.6fr',
    minWidth: 150,
    cell: (m) => twoLines(MOVEMENT_KIND_LABELS[m.kind], m.reason ?? m.document),
  },
  {
    id: 'where',
    header: 'Where',
    width: '1.6fr',
    minWidth: 150,
    cell: (m) => (m.item === name ? m.bin : twoLines(m.item, m.bin)),
  },
  {
    id: 'quantity',
    header: 'Change',
    align: 'end',
    width: '0.6fr',
    minWidth: 72,
    cell: (m) => signed(m.quantity),
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    width: '0.6fr',
    minWidth: 76,
    cell: (m) => formatCount(m.balance),
  },
];

/**
 * A product's stock at each location and its movements, newest first, each with the
 * item's running balance and the reason or document it came from; the next page is read as the
 * table's end scrolls into view. Open while mounted.
 */
export function StockHistoryDialog({
  name,
  byLocation,
  movements,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  activity,
  exportHref,
  onClose,
}: StockHistoryDialogProps) {
  return (
    <Dialog
      title="Stock History"
      description={name}
      size="lg"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      footer={exportHref && <ExportMenu label="Export" href={exportHref} />}
    >
      <Stack gap="4">
        <Grid columns={3} gap="3">
          {byLocation.map(({ location, onHand }) => (
            <StatCard key={location} title={location} value={formatCount(onHand)} />
          ))}
        </Grid>
        <DataTable
          aria-label="Stock movements"
          columns={columnsFor(name)}
          rows={[...movements]}
          getRowId={(m) => String(m.seq)}
          maxVisibleRows={8}
          {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
          emptyState={<Text tone="muted">No stock has moved yet.</Text>}
        />
        {activity && <RecordActivity label="Changes to this product" entries={activity} />}
      </Stack>
    </Dialog>
  );
}
