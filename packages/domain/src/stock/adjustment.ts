import { type Validation, validated } from '../contract/validation';
import { isBlank, parseWhole } from '../forms/fields';
import { atMostMessage, LIMITS } from '../forms/limits';
import type { FieldErrors } from '../notices/tone';

/**
 * A stock adjustment at one bin, as typed. A count states what was found (the ledger
 * records the difference); a correction adds or takes away units (a signed quantity).
 */
export interface StockAdjustmentInput {
  itemId: string;
  binId: string;
  kind: 'count' | 'adjustment';
  quantity: string;
  reason: string;
}

export interface StockAdjustment {
  itemId: string;
  binId: string;
  kind: 'count' | 'adjustment';
  quantity: number;
  reason: string;
}

export type AdjustmentField = 'itemId' | 'quantity' | 'reason';

export const ADJUSTMENT_MESSAGES = {
  itemRequired: 'Choose a product',
  quantityRequired: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number',
  countNegative: 'A count cannot be negative',
  correctionZero: 'A correction cannot be 0',
  reasonRequired: 'Reason is required',
  quantityLimit: atMostMessage('Quantity', LIMITS.quantity),
} as const;

/** An adjustment needs an item, a whole quantity (a count of 0 or more, a correction not 0) and a reason. */
export function validateAdjustment(
  input: StockAdjustmentInput,
): Validation<StockAdjustment, AdjustmentField> {
  const errors: FieldErrors<AdjustmentField> = {};
  if (isBlank(input.itemId)) errors.itemId = ADJUSTMENT_MESSAGES.itemRequired;
  const quantity = parseWhole(input.quantity);
  if (isBlank(input.quantity)) errors.quantity = ADJUSTMENT_MESSAGES.quantityRequired;
  else if (Number.isNaN(quantity)) errors.quantity = ADJUSTMENT_MESSAGES.quantityWhole;
  else if (input.kind === 'count' && quantity < 0) errors.quantity = ADJUSTMENT_MESSAGES.countNegative;
  else if (input.kind === 'adjustment' && quantity === 0)
    errors.quantity = ADJUSTMENT_MESSAGES.correctionZero;
  else if (Math.abs(quantity) > LIMITS.quantity) errors.quantity = ADJUSTMENT_MESSAGES.quantityLimit;
  if (isBlank(input.reason)) errors.reason = ADJUSTMENT_MESSAGES.reasonRequired;
  return validated(errors, () => ({
    itemId: input.itemId,
    binId: input.binId,
    kind: input.kind,
    quantity,
    reason: input.reason.trim(),
  }));
}

/** Moving units of one item from one bin to another, as typed. */
export interface StockTransferInput {
  itemId: string;
  fromBinId: string;
  toBinId: string;
  quantity: string;
}

export interface StockTransfer {
  itemId: string;
  fromBinId: string;
  toBinId: string;
  quantity: number;
}

export type TransferField = 'itemId' | 'toBinId' | 'quantity';

export const TRANSFER_MESSAGES = {
  destinationRequired: 'Choose where the units go',
  sameBin: 'Choose another bin than the one they are in',
  quantityPositive: 'Quantity must be at least 1',
} as const;

/** A transfer needs an item, another bin to go to and a whole quantity of at least 1. */
export function validateTransfer(input: StockTransferInput): Validation<StockTransfer, TransferField> {
  const errors: FieldErrors<TransferField> = {};
  if (isBlank(input.itemId)) errors.itemId = ADJUSTMENT_MESSAGES.itemRequired;
  if (isBlank(input.toBinId)) errors.toBinId = TRANSFER_MESSAGES.destinationRequired;
  else if (input.toBinId === input.fromBinId) errors.toBinId = TRANSFER_MESSAGES.sameBin;
  const quantity = parseWhole(input.quantity);
  if (isBlank(input.quantity)) errors.quantity = ADJUSTMENT_MESSAGES.quantityRequired;
  else if (Number.isNaN(quantity)) errors.quantity = ADJUSTMENT_MESSAGES.quantityWhole;
  else if (quantity < 1) errors.quantity = TRANSFER_MESSAGES.quantityPositive;
  else if (quantity > LIMITS.quantity) errors.quantity = ADJUSTMENT_MESSAGES.quantityLimit;
  return validated(errors, () => ({ ...input, quantity }));
}
