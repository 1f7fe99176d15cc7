import { CANCEL_REASON_REQUIRED_NOTICE } from '@warehouse/domain/notices';
import { FormDialog, TextArea } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface CancelOrderDialogProps {
  orderId: string;
  /** The reason as typed; may return a promise (the dialog closes when it resolves). */
  onCancelOrder: (reason: string) => unknown;
  onClose: () => void;
}

/** "Cancel Order": a draft or an ordered PO is cancelled with a reason, kept on the order. */
export function CancelOrderDialog({ orderId, onCancelOrder, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const submit = () =>
    submitChecked(
      reason.trim() === ''
        ? { ok: false, fieldErrors: { reason: CANCEL_REASON_REQUIRED_NOTICE.message } }
        : { ok: true, value: reason },
      onCancelOrder,
    );
  return (
    <FormDialog
      title={`Cancel ${orderId}`}
      description="The supplier is told separately; the order stays in the list as cancelled."
      submitLabel="Cancel Order"
      cancelLabel="Keep Order"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextArea
        label="Reason"
        name="reason"
        isRequired
        placeholder="e.g. Ordered twice, supplier out of stock"
        rows={3}
        value={reason}
        onChange={setReason}
      />
    </FormDialog>
  );
}
