import type { Notice } from '../notices/notice';
import type { FieldErrors } from '../notices/tone';

/** Field errors as messages: only the fields that have one (what a form shows, what travels). */
export function fieldMessages(fieldErrors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * The stable codes of the contract's errors: what a caller branches on, whichever implementation
 * (memory, HTTP) produced the error.
 */
export type ContractErrorCode =
  | 'invalid'
  | 'not_found'
  | 'out_of_stock'
  | 'duplicate_sku'
  /** Another product or variant has this barcode. */
  | 'duplicate_barcode'
  | 'duplicate_shelf'
  /** Another customer has this email or phone number. */
  | 'duplicate_customer'
  | 'has_history'
  | 'key_reused'
  /** Another account has this user id. */
  | 'duplicate_user'
  /** The change would leave the business without an active owner. */
  | 'last_owner'
  /** The signed-in role may not do this to this record (e.g. a manager and an owner's account). */
  | 'not_allowed'
  /** The record's state does not allow this (receiving a cancelled purchase order). */
  | 'wrong_status'
  /** More received than a purchase order line still awaits. */
  | 'over_receipt'
  /** More returned than a sale's line has left to return (another return took it meanwhile). */
  | 'over_return'
  /** A backup file that is damaged, cut short, not a backup, or of another version of the database. */
  | 'backup_refused'
  /** The seller's cash drawer is open already (one open session per seller). */
  | 'drawer_open'
  /** No cash drawer is open where one must be (a cash sale, a paid-in or -out, a close). */
  | 'drawer_closed'
  /** A sale on account would take the customer past their credit limit. */
  | 'over_credit_limit'
  /** More store credit tendered than the customer holds. */
  | 'over_store_credit';

/**
 * A refusal by the contract, as data that can cross a network: a stable code, a message, one
 * clear message per offending field, and the notice to show when the failure has its own.
 */
export class ContractError extends Error {
  readonly code: ContractErrorCode;
  readonly fieldErrors: Record<string, string>;
  readonly notice: Notice | undefined;

  constructor(code: ContractErrorCode, message: string, fieldErrors: FieldErrors = {}, notice?: Notice) {
    super(message);
    this.name = 'ContractError';
    this.code = code;
    this.fieldErrors = fieldMessages(fieldErrors);
    this.notice = notice;
  }
}

/** Input broke a rule. `fieldErrors` holds one clear message per offending field. */
export class ValidationError extends ContractError {
  constructor(message: string, fieldErrors: FieldErrors = {}, notice?: Notice) {
    super('invalid', message, fieldErrors, notice);
    this.name = 'ValidationError';
  }
}

/** A referenced record does not exist. */
export class NotFoundError extends ContractError {
  readonly entity: string;
  readonly id: string;

  constructor(entity: string, id: string) {
    super('not_found', `${entity} "${id}" was not found`);
    this.name = 'NotFoundError';
    this.entity = entity;
    this.id = id;
  }
}

/** The request was valid but the business's state refuses it: not enough stock, a SKU taken. */
export class ConflictError extends ContractError {
  constructor(
    code: Exclude<ContractErrorCode, 'invalid' | 'not_found'>,
    notice: Notice,
    fieldErrors: FieldErrors = {},
  ) {
    super(code, notice.message, fieldErrors, notice);
    this.name = 'ConflictError';
  }
}

export function isContractError(error: unknown): error is ContractError {
  return error instanceof ContractError;
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}

export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError;
}
