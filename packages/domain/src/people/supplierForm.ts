import { type Validation, validated } from '../contract/validation';
import { isBlank, isEmail, parseWhole } from '../forms/fields';
import type { FieldErrors } from '../notices/tone';
import type { Supplier } from './people';

/** The supplier form as typed. */
export interface SupplierForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Whole days, as typed. */
  leadTimeDays: string;
}

export type SupplierField = keyof SupplierForm;

/** A supplier's delivery time is at most a year. */
const MAX_LEAD_TIME_DAYS = 365;

const SUPPLIER_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  leadTimeInvalid: `Enter whole days from 0 to ${MAX_LEAD_TIME_DAYS}`,
} as const;

export function emptySupplierForm(): SupplierForm {
  return { name: '', email: '', phone: '', address: '', leadTimeDays: '' };
}

export function supplierFormOf(supplier: Supplier): SupplierForm {
  return {
    name: supplier.name,
    email: supplier.email,
    phone: supplier.phone,
    address: supplier.address,
    leadTimeDays: String(supplier.leadTimeDays),
  };
}

/** Name and email (an email) are required; phone and address are optional; lead time is 0–365 whole days (blank is 0). */
export function validateSupplierForm(form: SupplierForm): Validation<Omit<Supplier, 'id'>, SupplierField> {
  const errors: FieldErrors<SupplierField> = {};
  if (isBlank(form.name)) errors.name = SUPPLIER_MESSAGES.nameRequired;
  if (isBlank(form.email)) errors.email = SUPPLIER_MESSAGES.emailRequired;
  else if (!isEmail(form.email)) errors.email = SUPPLIER_MESSAGES.emailInvalid;
  const days = isBlank(form.leadTimeDays) ? 0 : parseWhole(form.leadTimeDays);
  if (!Number.isSafeInteger(days) || days < 0 || days > MAX_LEAD_TIME_DAYS)
    errors.leadTimeDays = SUPPLIER_MESSAGES.leadTimeInvalid;
  return validated(errors, () => ({
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    address: form.address.trim(),
    leadTimeDays: days,
  }));
}
