import { formatCount, formatMoment } from '@warehouse/domain/format';
import { RETURN_REASON_LABELS, type SaleReturn } from '@warehouse/domain/returns';
import { DataTable, type DataTableColumn, Text } from '@warehouse/ui';
import { RefundsText } from '../shared/money';

const columns: DataTableColumn<SaleReturn>[] = [
  { id: 'id', header: 'Return', isRowHeader: true, width: '1fr', minWidth: 100, cell: (r) => r.id },
  { id: 'at', header: 'When', width: '1.2fr', minWidth: 150, cell: (r) => formatMoment(r.at) },
  {
    id: 'items',
    header: 'Items',
    align: 'end',
    width: '0.5fr',
    minWidth: 64,
    cell: (r) => formatCount(r.lines.reduce((sum, line) => sum + line.quantity, 0)),
  },
  {
    id: 'reason',
    header: 'Reason',
    width: '0.9fr',
    minWidth: 110,
    cell: (r) => RETURN_REASON_LABELS[r.reason],
  },
  {
    id: 'refund',
    header: 'Refund',
    align: 'end',
    // Wide enough for a credit note's number: "CN-DS-2026-000001 $14.06".
    width: '2fr',
    minWidth: 160,
    cell: (r) => (
      <Text tabular size="sm">
        <RefundsText saleReturn={r} short />
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
