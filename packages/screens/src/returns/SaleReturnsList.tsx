import { formatCount, formatMoment, formatMoney } from '@warehouse/domain/format';
import { PAYMENT_METHOD_LABELS } from '@warehouse/domain/pos';
import { RETURN_REASON_LABELS, type SaleReturn } from '@warehouse/domain/returns';
import { DataTable, type DataTableColumn, Text } from '@warehouse/ui';

/** Where a return's money went: "Card Payment $3.52 · Cash Payment $1.00". */
export const refundsText = (saleReturn: SaleReturn) =>
  saleReturn.refunds
    .map((refund) => `${PAYMENT_METHOD_LABELS[refund.method]} ${formatMoney(refund.amount)}`)
    .join(' · ');

const columns: DataTableColumn<SaleReturn>[] = [
  { id: 'id', header: 'Return', isRowHeader: true, width: '1fr', minWidth: 100, cell: (r) => r.id },
  { id: 'at', header: 'When', width: '1.4fr', minWidth: 170, cell: (r) => formatMoment(r.at) },
  {
    id: 'items',
    header: 'Items',
    align: 'end',
    width: '0.6fr',
    minWidth: 64,
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
    width: '1.6fr',
    minWidth: 160,
    cell: (r) => (
      <Text tabular size="sm">
        {refundsText(r) || formatMoney(0)}
      </Text>
    ),
  },
];

/** A sale's returns, newest first: what came back, why, and where the money went. */
export function SaleReturnsList({ returns }: { returns: readonly SaleReturn[] }) {
  return (
    <DataTable
      aria-label="Returns of this sale"
      columns={columns}
      rows={[...returns]}
      getRowId={(r) => r.id}
      maxVisibleRows={4}
    />
  );
}
