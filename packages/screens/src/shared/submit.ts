import { isValidationError, type Validation } from '@warehouse/domain/contract';
import type { FieldErrors } from '@warehouse/domain/notices';
import type { FormErrors, SubmitOutcome } from '@warehouse/ui';

/** Field errors as a form shows them: only the fields that have a message. */
function formErrors(fieldErrors: FieldErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * The one way a screen submits a form: the domain's check first (its field errors shown at once,
 * nothing sent), then the action with the checked value. A rejected action keeps the form as typed
 * and shows the contract's field errors; its notice is the app's to show, never the screen's.
 */
export async function submitChecked<T, F extends string>(
  validation: Validation<T, F>,
  act: ((value: T) => unknown) | undefined,
): Promise<SubmitOutcome> {
  if (!validation.ok) return formErrors(validation.fieldErrors);
  try {
    await act?.(validation.value);
    return undefined;
  } catch (error) {
    return isValidationError(error) ? formErrors(error.fieldErrors) : {};
  }
}
