import { FormDialog, Text, UserX } from '@warehouse/ui';
import { submitChecked } from '../shared/submit';

export interface ArchiveCustomerDialogProps {
  name: string;
  /** Archives; may return a promise (the dialog closes when it resolves). */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** A card's Archive, confirmed: the customer leaves the list and the till; their sales stay. Open while mounted. */
export function ArchiveCustomerDialog({ name, onConfirm, onClose }: ArchiveCustomerDialogProps) {
  return (
    <FormDialog
      title="Archive Customer"
      size="sm"
      submitLabel="Archive"
      submitIcon={UserX}
      onClose={onClose}
      onSubmit={() => submitChecked({ ok: true, value: undefined }, onConfirm)}
    >
      <Text as="p">
        {`Archive ${name}? They leave the customer list and the till’s search. Their sales stay in Sales, and their email and phone number may be given to another customer.`}
      </Text>
    </FormDialog>
  );
}
