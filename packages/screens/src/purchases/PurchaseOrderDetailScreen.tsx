import type { ActivityEntry } from '@warehouse/domain/accounts';
import { type Cents, formatCount, formatDay, formatMoment } from '@warehouse/domain/format';
import {
  canCancelOrder,
  canEditOrder,
  canReceiveOrder,
  PRIORITY_OPTIONS,
  type PurchaseOrderDetail,
  type PurchaseReceipt,
  type ReceiptInput,
} from '@warehouse/domain/purchasing';
import {
  ArrowLeft,
  Button,
  Card,
  CardHeader,
  DataTable,
  type DataTableColumn,
  Inline,
  Link,
  PackageCheck,
  PageHeader,
  Pencil,
  Stack,
  Text,
  XCircle,
} from '@warehouse/ui';
import { useMemo, useState } from 'react';
import { RecordActivity } from '../activity/RecordActivity';
import type { BinFinder } from '../shared/BinPicker';
import { Fact } from '../shared/Fact';
import { TableSkeleton } from '../shared/Loading';
import { useMoney } from '../shared/money';
import { NameAndCode } from '../shared/NameAndCode';
import { CancelOrderDialog } from './CancelOrderDialog';
import { PurchaseOrderStatusBadges } from './PurchasesScreen';
import { ReceiveDialog } from './ReceiveDialog';

type Line = PurchaseOrderDetail['order']['lines'][number];

export interface PurchaseOrderDetailScreenProps {
  orderId: string;
  /** The order with its receipts; skeletons until it has loaded. */
  detail: PurchaseOrderDetail | undefined;
  supplierName: string;
  /** Today as YYYY-MM-DD, for "Late". */
  today: string;
  /** The bins goods can be received into, searched, for Receive. */
  findBins: BinFinder;
  /** The order's own audit entries, for roles that may read them. */
  activity?: readonly ActivityEntry[];
  /** Where the list is. */
  backHref: string;
  /** Where a draft is edited; absent for roles that may not. */
  editHref?: string;
  /** Each action is offered only when given (the role may) and the order's state allows it. */
  onReceive?: (receipt: ReceiptInput) => unknown;
  onPlace?: () => unknown;
  onCancelOrder?: (reason: string) => unknown;
}

const priorityLabel = (value: string) =>
  PRIORITY_OPTIONS.find((option) => option.value === value)?.label ?? value;
const day = (value: string) => (value === '' ? '—' : formatDay(value));

/** The order's lines as a table, money shown by `formatMoney`. */
const lineColumns = (formatMoney: (amount: Cents) => string): DataTableColumn<Line>[] => [
  {
    id: 'product',
    header: 'Product',
    isRowHeader: true,
    width: '2fr',
    minWidth: 180,
    cell: (line) => <NameAndCode name={line.productName} code={line.sku} />,
  },
  { id: 'ordered', header: 'Ordered', align: 'end', width: 96, cell: (line) => formatCount(line.quantity) },
  { id: 'received', header: 'Received', align: 'end', width: 96, cell: (line) => formatCount(line.received) },
  {
    id: 'remaining',
    header: 'Remaining',
    align: 'end',
    width: 110,
    cell: (line) => formatCount(line.quantity - line.received),
  },
  {
    id: 'price',
    header: 'Unit Price',
    align: 'end',
    width: 110,
    cell: (line) => formatMoney(line.unitPrice),
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    width: 120,
    cell: (line) => (
      <Text weight="medium" tabular>
        {formatMoney(line.total)}
      </Text>
    ),
  },
];

const receiptColumns: DataTableColumn<PurchaseReceipt>[] = [
  { id: 'id', header: 'Receipt', isRowHeader: true, width: 120, cell: (receipt) => receipt.id },
  { id: 'at', header: 'Received', width: 200, cell: (receipt) => formatMoment(receipt.at) },
  { id: 'by', header: 'By', width: '1fr', minWidth: 120, cell: (receipt) => receipt.by },
  {
    id: 'lines',
    header: 'What went where',
    width: '2fr',
    minWidth: 200,
    cell: (receipt) => (
      <Stack gap="0.5">
        {receipt.lines.map((line) => (
          <Text key={`${line.itemId}-${line.binId}`} size="sm">
            {`${formatCount(line.quantity)} × ${line.productName} → ${line.binId}`}
          </Text>
        ))}
      </Stack>
    ),
  },
];

/**
 * `/purchases/:id`: a purchase order's header, its lines with what was ordered, received
 * and remains, its total, its receipts and its history, and what its state allows: edit and place
 * a draft, receive what is awaited, cancel a draft or an ordered PO.
 */
export function PurchaseOrderDetailScreen({
  orderId,
  detail,
  supplierName,
  today,
  findBins,
  activity,
  backHref,
  editHref,
  onReceive,
  onPlace,
  onCancelOrder,
}: PurchaseOrderDetailScreenProps) {
  const { format: formatMoney } = useMoney();
  const columns = useMemo(() => lineColumns(formatMoney), [formatMoney]);
  const [dialog, setDialog] = useState<'receive' | 'cancel' | null>(null);
  const [placing, setPlacing] = useState(false);
  const back = (
    <Link href={backHref} icon={ArrowLeft} variant="subtle" size="sm">
      All purchase orders
    </Link>
  );
  if (!detail)
    return (
      <Stack gap="6">
        {back}
        <PageHeader title={`Purchase Order ${orderId}`} />
        <Card>
          <TableSkeleton label="Loading the purchase order" />
        </Card>
      </Stack>
    );
  const { order, receipts } = detail;
  const isDraft = canEditOrder(order.status);
  const place = async () => {
    setPlacing(true);
    try {
      await onPlace?.();
    } catch {
      // The refusal's notice is the app's to show.
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Stack gap="6">
      {back}
      <PageHeader
        title={`Purchase Order ${order.id}`}
        description={supplierName}
        actions={
          <Inline gap="2">
            {isDraft && editHref && (
              <Link href={editHref} appearance="outline" icon={Pencil}>
                Edit
              </Link>
            )}
            {isDraft && onPlace && (
              <Button isPending={placing} onPress={place}>
                Place Order
              </Button>
            )}
            {canReceiveOrder(order.status) && onReceive && (
              <Button icon={PackageCheck} onPress={() => setDialog('receive')}>
                Receive
              </Button>
            )}
            {canCancelOrder(order.status) && onCancelOrder && (
              <Button variant="outline" icon={XCircle} onPress={() => setDialog('cancel')}>
                Cancel Order
              </Button>
            )}
          </Inline>
        }
      />
      <Card as="section" aria-label="Order details">
        <Inline gap="8" align="flex-start">
          <Fact label="Status">
            <PurchaseOrderStatusBadges order={order} today={today} />
          </Fact>
          <Fact label="Order Date">{day(order.orderDate)}</Fact>
          <Fact label="Expected Delivery">{day(order.expectedDelivery)}</Fact>
          <Fact label="Priority">{priorityLabel(order.priority)}</Fact>
          <Fact label="Order Total">{formatMoney(order.total)}</Fact>
        </Inline>
        {order.notes !== '' && <Fact label="Notes">{order.notes}</Fact>}
        {order.status === 'cancelled' && <Fact label="Why it was cancelled">{order.cancelReason}</Fact>}
      </Card>
      <Card as="section" aria-label="Lines">
        <CardHeader level={2} title="Lines" />
        <DataTable aria-label="Lines" columns={columns} rows={order.lines} getRowId={(line) => line.id} />
      </Card>
      <Card as="section" aria-label="Receipts">
        <CardHeader
          level={2}
          title="Receipts"
          description="Each delivery from the supplier, as it was received."
        />
        <DataTable
          aria-label="Receipts"
          columns={receiptColumns}
          rows={receipts}
          getRowId={(receipt) => receipt.id}
          emptyState={<Text tone="muted">Nothing has arrived yet.</Text>}
        />
      </Card>
      {activity && (
        <Card as="section" aria-label="History">
          <CardHeader level={2} title="History" />
          <RecordActivity label="Changes to this order" entries={activity} />
        </Card>
      )}
      {dialog === 'receive' && onReceive && (
        <ReceiveDialog
          detail={detail}
          findBins={findBins}
          onReceive={onReceive}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && onCancelOrder && (
        <CancelOrderDialog orderId={order.id} onCancelOrder={onCancelOrder} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
