import type { BinChoice } from '@warehouse/domain/contract';
import {
  type AdjustmentField,
  type ShelfLocation,
  type StockAdjustmentInput,
  type StockTransferInput,
  type TransferField,
  validateAdjustment,
  validateTransfer,
} from '@warehouse/domain/stock';
import { FormDialog, Radio, RadioGroup, Select, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { type BinFinder, BinPicker } from '../shared/BinPicker';
import { submitChecked } from '../shared/submit';

type Kind = StockAdjustmentInput['kind'] | 'transfer';

export interface AdjustStockDialogProps {
  /** The shelf (a bin of the warehouse) whose stock is adjusted or moved. */
  shelf: ShelfLocation;
  /** The bins a transfer can go to, searched (this shelf is left out); without them, no Move. */
  findBins?: BinFinder;
  /** A valid count or correction; may return a promise (the dialog closes when it resolves). */
  onAdjust: (input: StockAdjustmentInput) => unknown;
  /**
   * A valid move to another bin (named, for the notice); may return a promise (the dialog closes
   * when it resolves).
   */
  onTransfer?: (input: StockTransferInput, destination: BinChoice) => unknown;
  onClose: () => void;
}

const field = (name: AdjustmentField | TransferField) => name;

const QUANTITY_LABELS: Readonly<Record<Kind, string>> = {
  count: 'Counted quantity',
  adjustment: 'Change (+ or −)',
  transfer: 'Quantity to move',
};

/**
 * Count, correct or move one product's stock on a shelf. A count states what is there;
 * a correction adds or takes away with a reason (e.g. -2 damaged); a move sends units to another
 * bin (another shelf, a store's sales floor). Open while mounted.
 */
export function AdjustStockDialog({
  shelf,
  findBins,
  onAdjust,
  onTransfer,
  onClose,
}: AdjustStockDialogProps) {
  const [itemId, setItemId] = useState(shelf.products.length === 1 ? (shelf.products[0]?.id ?? '') : '');
  const [kind, setKind] = useState<Kind>('count');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [destination, setDestination] = useState<BinChoice | null>(null);
  const held = shelf.products.find((product) => product.id === itemId)?.quantity;
  const canMove = onTransfer !== undefined && findBins !== undefined;

  const submit = () => {
    if (kind === 'transfer') {
      const transfer = { itemId, fromBinId: shelf.id, toBinId: destination?.id ?? '', quantity };
      return submitChecked(validateTransfer(transfer), () =>
        destination ? onTransfer?.(transfer, destination) : undefined,
      );
    }
    const adjustment = { itemId, binId: shelf.id, kind, quantity, reason };
    return submitChecked(validateAdjustment(adjustment), () => onAdjust(adjustment));
  };

  return (
    <FormDialog
      title="Adjust Stock"
      description={`Count, correct or move a product's stock on shelf ${shelf.id}.`}
      submitLabel={kind === 'transfer' ? 'Move Stock' : 'Record Adjustment'}
      onClose={onClose}
      onSubmit={submit}
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
        selectedKey={itemId === '' ? null : itemId}
        onSelectionChange={(key) => setItemId(key === null ? '' : String(key))}
        description={held === undefined ? undefined : `${held} on this shelf now`}
      />
      <RadioGroup
        label="Adjustment"
        orientation="horizontal"
        value={kind}
        onChange={(value) => setKind(value as Kind)}
      >
        <Radio value="count">Count</Radio>
        <Radio value="adjustment">Correction</Radio>
        {canMove && <Radio value="transfer">Move</Radio>}
      </RadioGroup>
      {kind === 'transfer' && findBins && (
        <BinPicker
          label="To"
          name={field('toBinId')}
          isRequired
          placeholder="Type a bin or location"
          value={destination}
          onChange={setDestination}
          findBins={findBins}
          excludedId={shelf.id}
        />
      )}
      <TextField
        label={QUANTITY_LABELS[kind]}
        name={field('quantity')}
        isRequired
        inputMode="numeric"
        value={quantity}
        onChange={setQuantity}
      />
      {kind !== 'transfer' && (
        <TextField
          label="Reason"
          name={field('reason')}
          isRequired
          placeholder="e.g. Cycle count, Damaged, Found"
          value={reason}
          onChange={setReason}
        />
      )}
    </FormDialog>
  );
}
