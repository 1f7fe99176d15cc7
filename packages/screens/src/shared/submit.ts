import { fieldMessages, isContractError, type Validation } from '@warehouse/domain/contract';
import type { SubmitOutcome } from '@warehouse/ui';

/**
 * The one way a screen submits a form: the domain's check first (its field errors shown at once,
 * nothing sent), then the action with the checked value. A rejected action keeps the form as typed
 * and shows the contract's field errors; its notice is the app's to show, never the screen's.
 */
export async function submitChecked<T, F extends string>(
  validation: Validation<T, F>,
  act: ((value: T) => unknown) | undefined,
): Promise<SubmitOutcome> {
  if (!validation.ok) return fieldMessages(validation.fieldErrors);
  try {
    await act?.(validation.value);
    return undefined;
  } catch (error) {
    return isContractError(error) ? error.fieldErrors : {};
  }
}
