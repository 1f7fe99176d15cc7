import { receiptText, type SaleDetail, type TillSettings } from '@warehouse/domain/pos';
import { Button, Dialog, Download, Inline, Printer, printSlip, ReceiptPaper } from '@warehouse/ui';
import { downloadFile, slipPdf } from '../shared/slipPdf';

export interface ReceiptDialogProps {
  detail: SaleDetail;
  till: Pick<TillSettings, 'business' | 'timezone' | 'currency'>;
  onClose: () => void;
}

/**
 * A sale's receipt after it is recorded, or reprinted from Sales: the slip as it prints, printed
 * on an 80 mm receipt printer or A4, or downloaded as a PDF.
 */
export function ReceiptDialog({ detail, till, onClose }: ReceiptDialogProps) {
  const lines = receiptText(detail, till);
  const title = `Receipt ${detail.sale.id}`;
  const download = async () =>
    downloadFile(await slipPdf(lines, 'receipt', title), `receipt-${detail.sale.id}.pdf`, 'application/pdf');
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={<Button slot="close">Done</Button>}
    >
      <ReceiptPaper lines={lines} aria-label={title} />
      <Inline gap="2" justify="center">
        <Button variant="outline" icon={Printer} onPress={() => printSlip('receipt')}>
          Print Receipt
        </Button>
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
