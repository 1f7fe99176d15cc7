import { type DrawerSession, zReportText } from '@warehouse/domain/pos';
import { Button, Dialog, Printer, printSlip, ReceiptPaper } from '@warehouse/ui';
import { useMoney } from '../shared/money';

export interface ZReportDialogProps {
  session: DrawerSession;
  onClose: () => void;
}

/** A closed session's Z report as its slip prints, printed on the 80 mm receipt printer. */
export function ZReportDialog({ session, onClose }: ZReportDialogProps) {
  const title = 'Z Report';
  const { currency } = useMoney();
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="outline" icon={Printer} onPress={() => printSlip('receipt')}>
            Print Z Report
          </Button>
          <Button slot="close">Done</Button>
        </>
      }
    >
      <ReceiptPaper lines={zReportText(session, currency)} aria-label={title} />
    </Dialog>
  );
}
