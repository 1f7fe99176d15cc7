// People: the business's customers.
import { z } from 'zod';
import { MANAGEMENT, SELLING } from '../../accounts/roles';
import type { CustomerForm } from '../../people/customerForm';
import type { Customer } from '../../people/people';
import { defineCall } from '../call';
import { listQuery, num, pageOf, str, text } from '../shapes';

/** Who finds customers: the till, and dispatch reading a delivery's customer. */
const CUSTOMER_READERS = [...SELLING, 'dispatcher'] as const;

const customerForm: z.ZodType<CustomerForm> = z.strictObject({
  name: text,
  phone: text,
  email: text,
  address: text,
  paymentTermsDays: text.optional(),
  creditLimit: text.optional(),
});

const customer: z.ZodType<Customer> = z.object({
  id: str,
  name: str,
  email: str,
  phone: str,
  address: str,
  paymentTermsDays: num.optional(),
  creditLimit: num.optional(),
  totalOrders: num,
  totalSpent: num,
  firstOrder: str,
  lastOrder: str,
  storeCredit: num.optional(),
});

const byId = ({ id }: { id?: string }) => id ?? null;

export const peopleCalls = {
  /**
   * Customers newest first, a page at a time, each with the figures of their sales; searched by
   * name, email (§9) or phone (its digits, issue 37); archived ones left out. ValidationError for
   * a cursor that is not one of this list's.
   */
  listCustomers: defineCall({
    method: 'GET',
    path: '/customers',
    input: listQuery,
    output: pageOf(customer),
    roles: CUSTOMER_READERS,
  }),
  /** One customer with their figures (an archived one too: their sales are kept); NotFoundError otherwise. */
  getCustomer: defineCall({
    method: 'GET',
    path: '/customers/:id',
    output: customer,
    roles: CUSTOMER_READERS,
  }),
  /**
   * "Add Customer", on the Customers screen or at the till: ValidationError keyed by
   * CustomerField; ConflictError `duplicate_customer` (with the field) when another customer has
   * the email or the phone number. The till may send it again under its key: one customer.
   */
  createCustomer: defineCall({
    method: 'POST',
    path: '/customers',
    input: customerForm,
    output: customer,
    created: true,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Added a customer', record: (_, made) => made?.id ?? null },
    keyed: true,
    changes: ['customers'],
  }),
  /** "Edit Customer": as createCustomer; NotFoundError for an unknown or archived customer. */
  updateCustomer: defineCall({
    method: 'PUT',
    path: '/customers/:id',
    input: customerForm,
    output: customer,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Edited a customer', record: byId },
    keyed: true,
    changes: ['customers'],
  }),
  /**
   * "Archive": the customer leaves the list and the till's search, and their email and phone may
   * be another's; their sales stay theirs. Archiving again changes nothing. NotFoundError for an
   * unknown customer.
   */
  archiveCustomer: defineCall({
    method: 'POST',
    path: '/customers/:id/archive',
    output: customer,
    roles: MANAGEMENT,
    audit: { kind: 'sales', label: 'Archived a customer', record: byId },
    changes: ['customers'],
  }),
};
