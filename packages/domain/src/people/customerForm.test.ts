import { describe, expect, it } from 'vitest';
import { isContractError } from '../contract/errors';
import { sampleCustomers } from '../sample/people';
import { customerSearchFields, filterByQuery } from '../search/search';
import {
  CUSTOMER_MESSAGES,
  type CustomerForm,
  customerSearchText,
  emptyCustomerForm,
  phoneDigits,
  refuseSharedContacts,
  sharedContacts,
  validateCustomerForm,
} from './customerForm';

const form = (values: Partial<CustomerForm>): CustomerForm => ({ ...emptyCustomerForm(), ...values });

describe('A customer record (issue 37: name and one contact required)', () => {
  it('takes a name with a phone, an email or both, trimmed', () => {
    expect(validateCustomerForm(form({ name: ' Ana Ruiz ', phone: ' 555 0100 ' }))).toEqual({
      ok: true,
      value: { name: 'Ana Ruiz', phone: '555 0100', email: '', address: '' },
    });
    expect(
      validateCustomerForm(form({ name: 'Ana', email: 'ana@example.com', address: ' 1 Elm St ' })),
    ).toEqual({
      ok: true,
      value: { name: 'Ana', phone: '', email: 'ana@example.com', address: '1 Elm St' },
    });
  });

  it('requires a name, and a phone or an email (both fields say so)', () => {
    expect(validateCustomerForm(form({ address: '1 Elm St' }))).toEqual({
      ok: false,
      fieldErrors: {
        name: CUSTOMER_MESSAGES.nameRequired,
        phone: CUSTOMER_MESSAGES.contactRequired,
        email: CUSTOMER_MESSAGES.contactRequired,
      },
    });
  });

  it('checks the shape of an email and of a phone number', () => {
    expect(validateCustomerForm(form({ name: 'Ana', email: 'ana@example' }))).toMatchObject({
      ok: false,
      fieldErrors: { email: CUSTOMER_MESSAGES.emailInvalid },
    });
    for (const phone of ['call me', '12', '+1 555 0100 ext 2', '1234567890123456'])
      expect(validateCustomerForm(form({ name: 'Ana', phone }))).toMatchObject({
        ok: false,
        fieldErrors: { phone: CUSTOMER_MESSAGES.phoneInvalid },
      });
    expect(validateCustomerForm(form({ name: 'Ana', phone: '+1 (555) 123-4567' })).ok).toBe(true);
  });
});

describe('Email and phone are unique per business (issue 37)', () => {
  it('compares the email ignoring case and the phone by its digits', () => {
    expect(sharedContacts({ email: ' JOHN.SMITH@example.com ', phone: '' }, sampleCustomers)).toEqual({
      email: CUSTOMER_MESSAGES.emailTaken,
    });
    expect(sharedContacts({ email: '', phone: '1-555-123-4567' }, sampleCustomers)).toEqual({
      phone: CUSTOMER_MESSAGES.phoneTaken,
    });
    expect(sharedContacts({ email: 'new@example.com', phone: '555 123 4567' }, sampleCustomers)).toEqual({});
  });

  it('a blank email or phone is no one’s', () => {
    expect(sharedContacts({ email: '', phone: '' }, [{ email: '', phone: '' }])).toEqual({});
  });

  it('refuses as a conflict naming the fields', () => {
    let error: unknown;
    try {
      refuseSharedContacts({ email: 'sarah.j@example.com', phone: '+1 555 234 1111' }, sampleCustomers);
    } catch (thrown) {
      error = thrown;
    }
    expect(isContractError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'duplicate_customer',
      fieldErrors: { email: CUSTOMER_MESSAGES.emailTaken, phone: CUSTOMER_MESSAGES.phoneTaken },
    });
  });

  it('the sample business’s customers are unique already', () => {
    expect(new Set(sampleCustomers.map((c) => c.email.toLowerCase())).size).toBe(sampleCustomers.length);
    expect(new Set(sampleCustomers.map((c) => phoneDigits(c.phone))).size).toBe(sampleCustomers.length);
  });
});

describe('Customers are found by name, email or phone (§9, issue 37)', () => {
  const found = (typed: string) =>
    filterByQuery(sampleCustomers, customerSearchText(typed), customerSearchFields).map((c) => c.id);

  it('a phone number however it is written', () => {
    expect(found('555-123-4567')).toEqual(['CUST-001']);
    expect(found('(555) 123 4567')).toEqual(['CUST-001']);
    expect(found('+1 555 1234567')).toEqual(['CUST-001']);
    expect(found('123-4567')).toEqual(['CUST-001']);
  });

  it('a name or an email ignoring case, as before', () => {
    expect(found('DAVIS')).toEqual(['CUST-004']);
    expect(found('dwilson@')).toEqual(['CUST-005']);
    expect(found('')).toHaveLength(sampleCustomers.length);
  });
});
