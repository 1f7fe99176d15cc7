import type { ActivityEntry } from '@warehouse/domain/accounts';
import { type Cents, formatCount, formatDay } from '@warehouse/domain/format';
import { isInvoiceable } from '@warehouse/domain/invoices';
import {
  lineTotal,
  PAYMENT_METHOD_LABELS,
  SALE_STATUS_LABELS,
  SALE_STATUS_TONES,
  type SaleDetail,
  type SoldLine,
  type TillSettings,
} from '@warehouse/domain/pos';
import { mayBeReturned, type ReturnInput, type SaleReturns } from '@warehouse/domain/returns';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  Divider,
  FileText,
  Inline,
  Receipt,
  RotateCcw,
  Stack,
  Text,
  XCircle,
} from '@warehouse/ui';
import { useMemo, useState } from 'react';
import { RecordActivity } from '../activity/RecordActivity';
import { ReceiptDialog } from '../pos/ReceiptDialog';
import { ReturnDialog, type ReturnDialogProps } from '../returns/ReturnDialog';
import { SaleReturnsList } from '../returns/SaleReturnsList';
import { VoidSaleDialog } from '../returns/VoidSaleDialog';
import { Fact } from '../shared/Fact';
import { useMoney } from '../shared/money';
import { SaleTotals } from '../shared/SaleTotals';
import { Tenders } from '../shared/Tenders';

export interface SaleDetailDialogProps {
  detail: SaleDetail;
  /** The sale's own audit entries, newest first; shown to roles that may read them. */
  activity?: readonly ActivityEntry[];
  /** What a reprinted receipt is headed with; with it, a till sale can be reprinted. */
  receiptTill?: Pick<TillSettings, 'business' | 'timezone' | 'currency'>;
  /** What is left to return of the sale, and its returns so far (listed under its totals). */
  returns?: SaleReturns;
  /** With it, "Return Items" takes lines of the sale back. */
  onReturn?: (input: ReturnInput) => Promise<unknown>;
  /** With it, Return Items offers "Exchange": the chosen items to the till as a credit. */
  onExchange?: ReturnDialogProps['onExchange'];
  /** Searches the bins a returned line may go back into. */
  findBins?: ReturnDialogProps['findBins'];
  /** With it, "Issue Invoice" for a till sale to a customer on record that has none yet. */
  onIssueInvoice?: () => Promise<unknown>;
  /** With it, a sale that may be voided (`returns.voidable`) offers "Void Sale" (owners and managers). */
  onVoid?: () => Promise<unknown>;
  onClose: () => void;
}

/** The sale's lines as a table, money shown by `formatMoney`. */
const lineColumns = (formatMoney: (amount: Cents) => string): DataTableColumn<SoldLine>[] => [
  { id: 'name', header: 'Product', isRowHeader: true, width: '2fr', minWidth: 180, cell: (l) => l.name },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'end',
    width: '0.7fr',
    minWidth: 80,
    cell: (l) => formatCount(l.quantity),
  },
  {
    id: 'price',
    header: 'Unit Price',
    align: 'end',
    width: '0.8fr',
    minWidth: 96,
    cell: (l) => formatMoney(l.price),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    width: '0.8fr',
    minWidth: 96,
    cell: (l) => (
      <Text weight="medium" tabular>
        {formatMoney(lineTotal(l) - (l.discount ?? 0))}
      </Text>
    ),
  },
];

/**
 * A sale from the Sales list's View action: who bought, when, how they paid, what it sold at the
 * prices it sold at, its totals, and who recorded it. Open while mounted.
 */
export function SaleDetailDialog({
  detail,
  activity,
  receiptTill,
  returns,
  onReturn,
  onExchange,
  findBins,
  onIssueInvoice,
  onVoid,
  onClose,
}: SaleDetailDialogProps) {
  const { sale, lines, money } = detail;
  const { format: formatMoney } = useMoney();
  const columns = useMemo(() => lineColumns(formatMoney), [formatMoney]);
  const [isReprinting, setReprinting] = useState(false);
  const [isReturning, setReturning] = useState(false);
  const [isVoiding, setVoiding] = useState(false);
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (isReprinting && receiptTill)
    return <ReceiptDialog detail={detail} till={receiptTill} onClose={() => setReprinting(false)} />;
  if (isReturning && returns && onReturn)
    return (
      <ReturnDialog
        detail={detail}
        returns={returns}
        onRecord={onReturn}
        {...(onExchange ? { onExchange } : {})}
        {...(findBins ? { findBins } : {})}
        onClose={() => setReturning(false)}
      />
    );
  if (isVoiding && onVoid)
    return <VoidSaleDialog sale={sale} onConfirm={onVoid} onClose={() => setVoiding(false)} />;
  const canReprint = money !== undefined && receiptTill !== undefined;
  const canVoid = onVoid !== undefined && returns?.voidable === true;
  const canReturn =
    onReturn !== undefined &&
    mayBeReturned(detail) &&
    returns?.lines.some((line) => line.returned < line.sold) === true;
  const canInvoice =
    onIssueInvoice !== undefined &&
    money !== undefined &&
    sale.customerId !== undefined &&
    isInvoiceable(sale.status) &&
    detail.invoiceNumber === undefined;
  return (
    <Dialog
      title={`Sale ${sale.id}`}
      description={`${sale.customer} · ${formatDay(sale.date)}`}
      size="lg"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      {...(canReprint || canReturn || canInvoice || canVoid
        ? {
            footer: (
              <>
                {canVoid && (
                  <Button variant="outline" icon={XCircle} onPress={() => setVoiding(true)}>
                    Void Sale
                  </Button>
                )}
                {canInvoice && (
                  <Button variant="outline" icon={FileText} onPress={onIssueInvoice}>
                    Issue Invoice
                  </Button>
                )}
                {canReturn && (
                  <Button variant="outline" icon={RotateCcw} onPress={() => setReturning(true)}>
                    Return Items
                  </Button>
                )}
                {canReprint && (
                  <Button variant="outline" icon={Receipt} onPress={() => setReprinting(true)}>
                    Reprint Receipt
                  </Button>
                )}
              </>
            ),
          }
        : {})}
    >
      <Stack gap="4">
        <Inline gap="8" align="flex-start">
          <Fact label="Status">
            <Badge tone={SALE_STATUS_TONES[sale.status]}>{SALE_STATUS_LABELS[sale.status]}</Badge>
          </Fact>
          <Fact label="Payment">{PAYMENT_METHOD_LABELS[sale.paymentMethod]}</Fact>
          <Fact label="Items">{formatCount(sale.items)}</Fact>
          {detail.invoiceNumber && <Fact label="Invoice">{detail.invoiceNumber}</Fact>}
        </Inline>
        <DataTable
          aria-label="Products sold"
          columns={columns}
          rows={[...lines]}
          // By position: the same item may be on two lines of a sale sent through the API.
          getRowId={(l) => lines.indexOf(l)}
          maxVisibleRows={6}
          emptyState={<Text tone="muted">This sale came without its lines: only its total was kept.</Text>}
        />
        <Divider spacing="2" />
        {money ? (
          <>
            <SaleTotals {...money} />
            <Tenders money={money} />
          </>
        ) : lines.length > 0 ? (
          <SaleTotals subtotal={subtotal} total={sale.amount} />
        ) : (
          <SaleTotals total={sale.amount} />
        )}
        {returns && returns.returns.length > 0 && <SaleReturnsList returns={returns.returns} />}
        {activity && <RecordActivity label="Changes to this sale" entries={activity} />}
      </Stack>
    </Dialog>
  );
}
