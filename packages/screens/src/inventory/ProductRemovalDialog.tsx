import { FormDialog, Text, Trash2 } from '@warehouse/ui';
import { submitChecked } from '../shared/submit';

export interface ProductRemovalDialogProps {
  name: string;
  /** Stock has moved for it: it is archived (its history kept) rather than deleted. */
  hasHistory: boolean;
  /** Deletes or archives; may return a promise (the dialog closes when it resolves). */
  onConfirm: () => unknown;
  onClose: () => void;
}

/**
 * Inventory's delete icon: a product that never had stock is deleted; one with stock
 * history is archived instead (it leaves Inventory, the POS and search, and keeps its history).
 * Open while mounted.
 */
export function ProductRemovalDialog({ name, hasHistory, onConfirm, onClose }: ProductRemovalDialogProps) {
  return (
    <FormDialog
      title={hasHistory ? 'Archive Product' : 'Delete Product'}
      size="sm"
      submitLabel={hasHistory ? 'Archive' : 'Delete'}
      submitIcon={Trash2}
      onClose={onClose}
      onSubmit={() => submitChecked({ ok: true, value: undefined }, onConfirm)}
    >
      <Text as="p">
        {hasHistory
          ? `${name} has stock history, so it cannot be deleted. Archiving takes it off Inventory, the POS and search, and keeps its history.`
          : `Delete ${name}? It has never had stock. This cannot be undone.`}
      </Text>
    </FormDialog>
  );
}
