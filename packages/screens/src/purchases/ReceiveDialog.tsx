import { type BinChoice, newIdempotencyKey } from '@warehouse/domain/contract';
import { formatCount } from '@warehouse/domain/format';
import type { PurchaseOrderDetail, ReceiptInput } from '@warehouse/domain/purchasing';
import { FormDialog, Grid, NumberField, Stack, Text } from '@warehouse/ui';
import { useState } from 'react';
import { type BinFinder, BinPicker } from '../shared/BinPicker';
import { submitChecked } from '../shared/submit';

export interface ReceiveDialogProps {
  detail: PurchaseOrderDetail;
  /** The bins goods can go to, searched. */
  findBins: BinFinder;
  /** What arrived; may return a promise (the dialog closes when it resolves, stays as typed if it rejects). */
  onReceive: (receipt: ReceiptInput) => unknown;
  onClose: () => void;
}

/**
 * "Receive": for each line still awaited, how many arrived now (what remains, unless
 * changed) and the bin they go to (the product's usual one, unless changed). One key per opening:
 * a double click or a retry records the delivery once.
 */
export function ReceiveDialog({
  detail: { order, usualBins },
  findBins,
  onReceive,
  onClose,
}: ReceiveDialogProps) {
  const awaited = order.lines.filter((line) => line.received < line.quantity);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(awaited.map((line) => [line.id, line.quantity - line.received])),
  );
  const [destinations, setDestinations] = useState<Record<string, BinChoice | null>>(() =>
    Object.fromEntries(awaited.map((line) => [line.id, usualBins[line.id] ?? null])),
  );
  const [idempotencyKey] = useState(newIdempotencyKey);

  const submit = () => {
    const receipt: ReceiptInput = {
      lines: awaited.map((line) => ({
        itemId: line.id,
        // A cleared box is nothing arriving of that line.
        quantity: Number.isNaN(quantities[line.id]) ? 0 : (quantities[line.id] ?? 0),
        binId: destinations[line.id]?.id ?? '',
      })),
      idempotencyKey,
    };
    return submitChecked({ ok: true, value: receipt }, onReceive);
  };

  return (
    <FormDialog
      title={`Receive ${order.id}`}
      description="How many of each product arrived, and the shelf each goes to."
      size="lg"
      submitLabel="Receive"
      onClose={onClose}
      onSubmit={submit}
    >
      {awaited.map((line) => (
        <Stack key={line.id} gap="2">
          <Stack gap="0.5">
            <Text weight="medium">{line.productName}</Text>
            <Text size="xs" tone="muted">
              {`${line.sku} · ordered ${formatCount(line.quantity)}, received ${formatCount(line.received)}, ${formatCount(line.quantity - line.received)} to come`}
            </Text>
          </Stack>
          <Grid columns={2} gap="4">
            <NumberField
              label="Arriving now"
              aria-label={`Arriving now of ${line.productName}`}
              name={line.id}
              minValue={0}
              step={1}
              value={quantities[line.id] ?? 0}
              onChange={(value) => setQuantities((previous) => ({ ...previous, [line.id]: value }))}
            />
            <BinPicker
              label="Goes to"
              aria-label={`Bin for ${line.productName}`}
              placeholder="Type a bin or location"
              value={destinations[line.id] ?? null}
              onChange={(bin) => setDestinations((previous) => ({ ...previous, [line.id]: bin }))}
              findBins={findBins}
            />
          </Grid>
        </Stack>
      ))}
    </FormDialog>
  );
}
