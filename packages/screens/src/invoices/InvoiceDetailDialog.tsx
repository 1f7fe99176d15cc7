import { type InvoiceDetail, invoiceText } from '@warehouse/domain/invoices';
import {
  Button,
  Dialog,
  Download,
  Inline,
  Printer,
  printSlip,
  ReceiptPaper,
  RotateCcw,
  Wallet,
} from '@warehouse/ui';
import { useState } from 'react';
import { downloadFile, slipPdf } from '../shared/slipPdf';
import { CreditNoteDialog, type CreditNoteDialogProps } from './CreditNoteDialog';
import { RecordPaymentDialog, type RecordPaymentDialogProps } from './RecordPaymentDialog';

export interface InvoiceDetailDialogProps {
  detail: InvoiceDetail;
  /** "Record Payment": given to the roles that may record one. */
  onRecordPayment?: RecordPaymentDialogProps['onRecord'];
  /** "Issue Credit Note": given to owners and managers. */
  onIssueCreditNote?: CreditNoteDialogProps['onIssue'];
  /** The business's today (YYYY-MM-DD): what a payment's day starts at. */
  today: string;
  /** What the invoice's customer holds as store credit (Record Payment may pay with it). */
  storeCredit?: RecordPaymentDialogProps['storeCredit'];
  /** Which of its forms is open at first (a story's). */
  initialForm?: 'payment' | 'creditNote';
  onClose: () => void;
}

/**
 * An invoice as it prints on A4: the business, the customer, its lines and money as issued, what
 * was paid and credited; printed, downloaded as a PDF, paid or credited from here. Open while mounted.
 */
export function InvoiceDetailDialog({
  detail,
  onRecordPayment,
  onIssueCreditNote,
  today,
  storeCredit,
  initialForm,
  onClose,
}: InvoiceDetailDialogProps) {
  const { invoice } = detail;
  const [form, setForm] = useState<'payment' | 'creditNote' | null>(initialForm ?? null);
  const lines = invoiceText(detail);
  const title = `Invoice ${invoice.number}`;
  const download = async () =>
    downloadFile(await slipPdf(lines, 'a4', title), `${invoice.number}.pdf`, 'application/pdf');
  if (form === 'payment' && onRecordPayment)
    return (
      <RecordPaymentDialog
        invoice={invoice}
        today={today}
        {...(storeCredit ? { storeCredit } : {})}
        onRecord={async (payment) => {
          await onRecordPayment(payment);
          setForm(null);
        }}
        onClose={() => setForm(null)}
      />
    );
  if (form === 'creditNote' && onIssueCreditNote)
    return (
      <CreditNoteDialog
        detail={detail}
        onIssue={async (input) => {
          await onIssueCreditNote(input);
          setForm(null);
        }}
        onClose={() => setForm(null)}
      />
    );
  return (
    <Dialog
      title={title}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={<Button slot="close">Done</Button>}
    >
      <ReceiptPaper lines={lines} aria-label={title} />
      <Inline gap="2" justify="center">
        {onRecordPayment && invoice.balance > 0 && (
          <Button icon={Wallet} onPress={() => setForm('payment')}>
            Record Payment
          </Button>
        )}
        {onIssueCreditNote && invoice.status !== 'credited' && (
          <Button variant="outline" icon={RotateCcw} onPress={() => setForm('creditNote')}>
            Issue Credit Note
          </Button>
        )}
        <Button variant="outline" icon={Printer} onPress={() => printSlip('a4')}>
          Print A4
        </Button>
        <Button variant="outline" icon={Download} onPress={download}>
          Download PDF
        </Button>
      </Inline>
    </Dialog>
  );
}
