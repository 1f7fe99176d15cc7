import type { Cents } from '@warehouse/domain/format';
import { centsText } from '@warehouse/domain/forms';

// A NumberField edits a number; a form keeps what was typed as text, and money is cents. These
// carry one into the other, so that typed money becomes cents in the domain's parseCents alone.

/** A NumberField's value as the form's raw text ('' when empty). */
export const numberText = (value: number) => (Number.isNaN(value) ? '' : String(value));

/** The form's raw text as a NumberField's value (NaN shows an empty field). */
export const textNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Cents as a money NumberField's value: 1299 -> 12.99. */
export const centsNumber = (cents: Cents) => textNumber(centsText(cents));
