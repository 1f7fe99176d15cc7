import { formatMoney } from '@warehouse/domain/format';
import { type CreditNoteInput, checkCreditNoteReason, type InvoiceDetail } from '@warehouse/domain/invoices';
import { FormDialog, NumberField, Stack, Text, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface CreditNoteDialogProps {
  detail: InvoiceDetail;
  onIssue: (input: CreditNoteInput) => unknown;
  onClose: () => void;
}

/**
 * "Issue Credit Note": how many of each line to credit (at first all that is left: the whole
 * invoice, with its delivery fee) and why. Open while mounted.
 */
export function CreditNoteDialog({ detail, onIssue, onClose }: CreditNoteDialogProps) {
  const { invoice, creditNotes } = detail;
  const left = invoice.lines.map((line) => ({
    line,
    left:
      line.quantity -
      creditNotes
        .flatMap((note) => note.lines)
        .filter((credited) => credited.lineNo === line.lineNo)
        .reduce((sum, credited) => sum + credited.quantity, 0),
  }));
  const [quantities, setQuantities] = useState(() => left.map((each) => each.left));
  const [reason, setReason] = useState('');
  const whole = quantities.every((quantity, index) => quantity === left[index]?.left);
  return (
    <FormDialog
      title="Issue Credit Note"
      description={`Cancels part or all of ${invoice.number} (${formatMoney(invoice.total, invoice.currency)}). What was paid of it becomes the customer’s store credit.`}
      submitLabel="Issue Credit Note"
      onClose={onClose}
      onSubmit={() => {
        const checked = checkCreditNoteReason(reason);
        return submitChecked(checked, (valid) =>
          onIssue(
            whole
              ? { reason: valid }
              : {
                  reason: valid,
                  lines: left
                    .map((each, index) => ({ lineNo: each.line.lineNo, quantity: quantities[index] ?? 0 }))
                    .filter((line) => line.quantity > 0),
                },
          ),
        );
      }}
    >
      <Stack gap="3">
        {left.map(({ line, left: most }, index) => (
          <NumberField
            key={line.lineNo}
            label={line.name}
            name={`line.${line.lineNo}`}
            description={`${most} of ${line.quantity} left to credit`}
            minValue={0}
            maxValue={most}
            step={1}
            value={quantities[index] ?? 0}
            onChange={(value) =>
              setQuantities((all) =>
                all.map((each, at) => (at === index ? (Number.isNaN(value) ? 0 : value) : each)),
              )
            }
          />
        ))}
        {whole && invoice.deliveryFee > 0 && (
          <Text tone="muted">The delivery fee is credited with the whole invoice.</Text>
        )}
        <TextField
          label="Reason"
          name="reason"
          isRequired
          autoComplete="off"
          value={reason}
          onChange={setReason}
        />
      </Stack>
    </FormDialog>
  );
}
