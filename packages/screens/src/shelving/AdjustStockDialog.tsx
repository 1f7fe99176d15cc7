import {
  type AdjustmentField,
  type ShelfLocation,
  type StockAdjustmentInput,
  validateAdjustment,
} from '@warehouse/domain/stock';
import { FormDialog, Radio, RadioGroup, Select, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface AdjustStockDialogProps {
  /** The shelf (a bin of the warehouse) whose stock is adjusted. */
  shelf: ShelfLocation;
  /** A valid adjustment; may return a promise (the dialog closes when it resolves). */
  onSubmit: (input: StockAdjustmentInput) => unknown;
  onClose: () => void;
}

const field = (name: AdjustmentField) => name;

/**
 * Issue 14: count or correct one product's stock on a shelf, with a reason that the product's
 * history keeps. A count states what is there; a correction adds or takes away (e.g. -2 damaged).
 * Open while mounted.
 */
export function AdjustStockDialog({ shelf, onSubmit, onClose }: AdjustStockDialogProps) {
  const [input, setInput] = useState<StockAdjustmentInput>({
    itemId: shelf.products.length === 1 ? (shelf.products[0]?.id ?? '') : '',
    binId: shelf.id,
    kind: 'count',
    quantity: '',
    reason: '',
  });
  const set = <K extends keyof StockAdjustmentInput>(key: K, value: StockAdjustmentInput[K]) =>
    setInput((previous) => ({ ...previous, [key]: value }));
  const held = shelf.products.find((product) => product.id === input.itemId)?.quantity;
  return (
    <FormDialog
      title="Adjust Stock"
      description={`Count or correct a product's stock on shelf ${shelf.id}.`}
      submitLabel="Record Adjustment"
      onClose={onClose}
      onSubmit={() => submitChecked(validateAdjustment(input), () => onSubmit(input))}
    >
      <Select
        label="Product"
        name={field('itemId')}
        isRequired
        placeholder="Choose a product"
        items={shelf.products.map((product) => ({
          id: product.id,
          label: `${product.name} (${product.sku})`,
        }))}
        selectedKey={input.itemId === '' ? null : input.itemId}
        onSelectionChange={(key) => set('itemId', key === null ? '' : String(key))}
        description={held === undefined ? undefined : `${held} on this shelf now`}
      />
      <RadioGroup
        label="Adjustment"
        orientation="horizontal"
        value={input.kind}
        onChange={(kind) => set('kind', kind as StockAdjustmentInput['kind'])}
      >
        <Radio value="count">Count</Radio>
        <Radio value="adjustment">Correction</Radio>
      </RadioGroup>
      <TextField
        label={input.kind === 'count' ? 'Counted quantity' : 'Change (+ or −)'}
        name={field('quantity')}
        isRequired
        inputMode="numeric"
        value={input.quantity}
        onChange={(value) => set('quantity', value)}
      />
      <TextField
        label="Reason"
        name={field('reason')}
        isRequired
        placeholder="e.g. Cycle count, Damaged, Found"
        value={input.reason}
        onChange={(value) => set('reason', value)}
      />
    </FormDialog>
  );
}
