import type { Notice } from '../notices/notice';
import type { FieldErrors } from '../notices/tone';
import { ValidationError } from './errors';

/**
 * The one shape every rule that checks input answers with: the checked (trimmed, parsed) value,
 * or one clear message per offending field (keyed by the form's field names) and the spec's
 * notice where it names one. The contract raises a failure as a ValidationError of the same parts.
 */
export type Validation<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; fieldErrors: FieldErrors<F>; notice?: Notice };

/** The message of a ValidationError that has no notice of its own. */
export const INVALID_INPUT_MESSAGE = 'Please correct the highlighted fields';

/** `value()` when no field has an error, else the errors (and the notice, if given). */
export function validated<T, F extends string>(
  fieldErrors: FieldErrors<F>,
  value: () => T,
  notice?: Notice,
): Validation<T, F> {
  if (Object.values(fieldErrors).some((message) => message !== undefined)) {
    return notice ? { ok: false, fieldErrors, notice } : { ok: false, fieldErrors };
  }
  return { ok: true, value: value() };
}

/** The checked value, or a ValidationError carrying the field errors and notice. */
export function valueOrThrow<T, F extends string>(validation: Validation<T, F>): T {
  if (validation.ok) return validation.value;
  const { fieldErrors, notice } = validation;
  throw new ValidationError(notice?.message ?? INVALID_INPUT_MESSAGE, fieldErrors, notice);
}
