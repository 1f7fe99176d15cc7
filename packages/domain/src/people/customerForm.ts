// "Add Customer" and "Edit Customer": what a customer record must hold, and who it may not repeat.
import { ConflictError } from '../contract/errors';
import { type Validation, validated } from '../contract/validation';
import { centsText, isBlank, isEmail, parseCents, parseWhole } from '../forms/fields';
import type { FieldErrors } from '../notices/tone';
import type { CustomerRecord } from './people';

/** The customer form as typed. */
export interface CustomerForm {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** Days, blank for none (Net 30 is "30"). Left out by a form without it (the till's). */
  paymentTermsDays?: string;
  /** Money, blank for no limit. */
  creditLimit?: string;
}

export type CustomerField = keyof CustomerForm;

/** What a customer record holds besides its id: the form, checked and trimmed. */
export type CustomerDetails = Omit<CustomerRecord, 'id'>;

/** The longest payment terms a customer may be given, in days. */
const PAYMENT_TERMS_MOST_DAYS = 365;

/** A phone number has this many digits at least, and at most (E.164's fifteen). */
const PHONE_DIGITS = { min: 5, max: 15 } as const;

export const CUSTOMER_MESSAGES = {
  nameRequired: 'Name is required',
  contactRequired: 'Enter a phone number or an email address',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: `Enter a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits (spaces, +, -, ( ) and . may separate them)`,
  emailTaken: 'A customer with this email already exists',
  phoneTaken: 'A customer with this phone number already exists',
  termsInvalid: `Enter a whole number of days from 0 to ${PAYMENT_TERMS_MOST_DAYS}, or leave it blank`,
  creditLimitInvalid: 'Enter an amount of 0 or more, or leave it blank',
} as const;

export function emptyCustomerForm(): CustomerForm {
  return { name: '', phone: '', email: '', address: '' };
}

export function customerFormOf(customer: CustomerRecord): CustomerForm {
  return {
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    address: customer.address,
    ...(customer.paymentTermsDays !== undefined
      ? { paymentTermsDays: String(customer.paymentTermsDays) }
      : {}),
    ...(customer.creditLimit !== undefined ? { creditLimit: centsText(customer.creditLimit) } : {}),
  };
}

/** A phone number's digits: what tells two numbers apart ("+1 (555) 123-4567" is "15551234567"). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** An email as two are compared: trimmed, lower-cased. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

const isPhone = (phone: string) => {
  const digits = phoneDigits(phone).length;
  return /^[+\d\s().-]+$/.test(phone.trim()) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
};

/**
 * A name, and at least one way to reach the customer: a phone number or an email (each checked
 * for its shape when given); the address is optional.
 */
export function validateCustomerForm(form: CustomerForm): Validation<CustomerDetails, CustomerField> {
  const errors: FieldErrors<CustomerField> = {};
  if (isBlank(form.name)) errors.name = CUSTOMER_MESSAGES.nameRequired;
  if (isBlank(form.phone) && isBlank(form.email)) {
    errors.phone = CUSTOMER_MESSAGES.contactRequired;
    errors.email = CUSTOMER_MESSAGES.contactRequired;
  }
  if (!isBlank(form.email) && !isEmail(form.email)) errors.email = CUSTOMER_MESSAGES.emailInvalid;
  if (!isBlank(form.phone) && !isPhone(form.phone)) errors.phone = CUSTOMER_MESSAGES.phoneInvalid;
  const terms = isBlank(form.paymentTermsDays ?? '') ? undefined : parseWhole(form.paymentTermsDays ?? '');
  if (terms !== undefined && !(terms >= 0 && terms <= PAYMENT_TERMS_MOST_DAYS))
    errors.paymentTermsDays = CUSTOMER_MESSAGES.termsInvalid;
  const limit = isBlank(form.creditLimit ?? '') ? undefined : parseCents(form.creditLimit ?? '');
  if (limit !== undefined && !(limit >= 0 && limit <= 1_000_000_000))
    errors.creditLimit = CUSTOMER_MESSAGES.creditLimitInvalid;
  return validated(errors, () => ({
    name: form.name.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    address: form.address.trim(),
    ...(terms !== undefined ? { paymentTermsDays: terms } : {}),
    ...(limit !== undefined ? { creditLimit: limit } : {}),
  }));
}

/** What another customer shares with these details, as the form's field errors (none: nothing). */
export function sharedContacts(
  details: Pick<CustomerDetails, 'email' | 'phone'>,
  others: readonly Pick<CustomerRecord, 'email' | 'phone'>[],
): FieldErrors<CustomerField> {
  const email = emailKey(details.email);
  const phone = phoneDigits(details.phone);
  const errors: FieldErrors<CustomerField> = {};
  if (email !== '' && others.some((other) => emailKey(other.email) === email))
    errors.email = CUSTOMER_MESSAGES.emailTaken;
  if (phone !== '' && others.some((other) => phoneDigits(other.phone) === phone))
    errors.phone = CUSTOMER_MESSAGES.phoneTaken;
  return errors;
}

/**
 * Email and phone are unique among the business's customers (archived ones let theirs go): the
 * email compared ignoring case, the phone by its digits. `others` are the customers that may
 * share them (every other active customer, or those a store found with the same email or digits).
 */
export function refuseSharedContacts(
  details: Pick<CustomerDetails, 'email' | 'phone'>,
  others: readonly Pick<CustomerRecord, 'email' | 'phone'>[],
): void {
  const errors = sharedContacts(details, others);
  const message = errors.email ?? errors.phone;
  if (message === undefined) return;
  throw new ConflictError(
    'duplicate_customer',
    { title: 'Customer Already Exists', message, destructive: true },
    errors,
  );
}

/**
 * A search of the customers as it is matched against their name, email and phone digits: a
 * search that looks like a phone number (digits with +, -, ( ), . or spaces) is matched by its
 * digits, so "555-123-4567" finds "+1 (555) 123-4567"; any other search as typed.
 */
export function customerSearchText(search: string): string {
  const trimmed = search.trim();
  return /^[+\d\s().-]+$/.test(trimmed) && /\d/.test(trimmed) ? phoneDigits(trimmed) : trimmed;
}
