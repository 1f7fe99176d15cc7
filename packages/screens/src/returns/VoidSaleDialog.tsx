import type { Sale } from '@warehouse/domain/pos';
import { FormDialog, Text, XCircle } from '@warehouse/ui';
import { useMoney } from '../shared/money';
import { submitChecked } from '../shared/submit';

export interface VoidSaleDialogProps {
  sale: Sale;
  /** Voids; the dialog closes when it resolves, and stays open on a refusal (its notice says why). */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** "Void Sale", confirmed: the whole sale undone while its drawer session is open. Open while mounted. */
export function VoidSaleDialog({ sale, onConfirm, onClose }: VoidSaleDialogProps) {
  const { format: formatMoney } = useMoney();
  return (
    <FormDialog
      title="Void Sale"
      size="sm"
      submitLabel="Void Sale"
      submitIcon={XCircle}
      onClose={onClose}
      onSubmit={() => submitChecked({ ok: true, value: undefined }, onConfirm)}
    >
      <Text as="p">
        {`Void ${sale.id} for ${formatMoney(sale.amount)}? Everything it sold goes back to stock and every payment is given back, its cash out of this drawer. The sale stays in Sales, marked Voided.`}
      </Text>
    </FormDialog>
  );
}
