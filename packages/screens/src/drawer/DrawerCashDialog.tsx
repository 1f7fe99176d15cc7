import { parseCents } from '@warehouse/domain/forms';
import { checkDrawerCash, type DrawerCashInput, type DrawerCashKind } from '@warehouse/domain/pos';
import { FormDialog, Stack, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface DrawerCashDialogProps {
  kind: DrawerCashKind;
  /** What the drawer should hold: a paid-out no larger. */
  holds: number;
  onRecord: (input: DrawerCashInput) => unknown;
  onClose: () => void;
}

const DRAWER_CASH_TITLES: Readonly<Record<DrawerCashKind, string>> = {
  in: 'Paid In',
  out: 'Paid Out',
};

/** "Paid In" or "Paid Out": cash into or out of the open drawer, with the reason. Open while mounted. */
export function DrawerCashDialog({ kind, holds, onRecord, onClose }: DrawerCashDialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const title = DRAWER_CASH_TITLES[kind];
  return (
    <FormDialog
      title={title}
      description={
        kind === 'in'
          ? 'Cash put into the drawer that is not a sale, with the reason.'
          : 'Cash taken out of the drawer that is not a refund, with the reason.'
      }
      size="sm"
      submitLabel={`Record ${title}`}
      onClose={onClose}
      onSubmit={() =>
        submitChecked(checkDrawerCash({ kind, amount: parseCents(amount), reason }, holds), onRecord)
      }
    >
      <Stack gap="3">
        <TextField
          label="Amount"
          name="amount"
          isRequired
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={setAmount}
        />
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
