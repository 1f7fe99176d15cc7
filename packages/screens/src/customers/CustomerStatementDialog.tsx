import { type CustomerStatement, statementText } from '@warehouse/domain/invoices';
import {
  Button,
  DatePicker,
  Dialog,
  Download,
  Grid,
  Inline,
  Printer,
  parseDate,
  printSlip,
  ReceiptPaper,
} from '@warehouse/ui';
import { TableSkeleton } from '../shared/Loading';
import { downloadFile, slipPdf } from '../shared/slipPdf';

/** The statement's period: its first and last days, YYYY-MM-DD ('' for none). */
interface StatementPeriod {
  from: string;
  to: string;
}

export interface CustomerStatementDialogProps {
  /** Whose statement: its title while it loads. */
  customerName: string;
  /** The statement of the period, once loaded. */
  statement?: CustomerStatement;
  period: StatementPeriod;
  onPeriodChange: (period: StatementPeriod) => void;
  onClose: () => void;
}

const toDate = (value: string) => (value === '' ? null : parseDate(value));

/**
 * A customer's statement as it prints on A4: their invoices, credit notes and payments over the
 * period with the running balance; printed or downloaded as a PDF. Open while mounted.
 */
export function CustomerStatementDialog({
  customerName,
  statement,
  period,
  onPeriodChange,
  onClose,
}: CustomerStatementDialogProps) {
  const title = `Statement for ${customerName}`;
  const lines = statement ? statementText(statement) : [];
  const fileName = `statement-${statement?.customerId ?? ''}-${statement?.to ?? ''}.pdf`;
  const download = async () => downloadFile(await slipPdf(lines, 'a4', title), fileName, 'application/pdf');
  return (
    <Dialog
      title={title}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={<Button slot="close">Done</Button>}
    >
      <Grid columns={2} gap="4">
        <DatePicker
          label="From"
          value={toDate(period.from)}
          onChange={(value) => onPeriodChange({ ...period, from: value ? value.toString() : '' })}
        />
        <DatePicker
          label="To"
          value={toDate(period.to)}
          onChange={(value) => onPeriodChange({ ...period, to: value ? value.toString() : '' })}
        />
      </Grid>
      {statement ? (
        <ReceiptPaper lines={lines} aria-label={title} />
      ) : (
        <TableSkeleton label="Loading statement" rows={4} />
      )}
      <Inline gap="2" justify="center">
        <Button variant="outline" icon={Printer} isDisabled={!statement} onPress={() => printSlip('a4')}>
          Print A4
        </Button>
        <Button variant="outline" icon={Download} isDisabled={!statement} onPress={download}>
          Download PDF
        </Button>
      </Inline>
    </Dialog>
  );
}
