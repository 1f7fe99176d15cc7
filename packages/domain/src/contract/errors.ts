import type { Notice } from '../notices/notice';
import type { FieldErrors } from '../notices/tone';

/** Field errors as messages: only the fields that have one (what a form shows, what travels). */
export function fieldMessages(fieldErrors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Input broke a rule. `fieldErrors` holds one clear message per offending field. */
export class ValidationError extends Error {
  readonly fieldErrors: Record<string, string>;
  /** The notice to show for this failure, when the spec names one (e.g. "Missing Information"). */
  readonly notice: Notice | undefined;

  constructor(message: string, fieldErrors: FieldErrors = {}, notice?: Notice) {
    super(message);
    this.name = 'ValidationError';
    this.fieldErrors = fieldMessages(fieldErrors);
    this.notice = notice;
  }
}

/** A referenced record does not exist. */
export class NotFoundError extends Error {
  readonly entity: string;
  readonly id: string;

  constructor(entity: string, id: string) {
    super(`${entity} "${id}" was not found`);
    this.name = 'NotFoundError';
    this.entity = entity;
    this.id = id;
  }
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}

export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError;
}
