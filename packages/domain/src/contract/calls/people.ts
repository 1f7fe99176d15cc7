// People: the business's customers.
import { z } from 'zod';
import { SELLING } from '../../accounts/roles';
import type { Customer } from '../../people/people';
import { defineCall } from '../call';
import { listQuery, num, pageOf, str } from '../shapes';

const customer: z.ZodType<Customer> = z.object({
  id: str,
  name: str,
  email: str,
  phone: str,
  address: str,
  totalOrders: num,
  totalSpent: num,
  firstOrder: str,
  lastOrder: str,
});

export const peopleCalls = {
  /**
   * Customers newest first, a page at a time, each with the figures of their sales; searched by
   * name or email (§9). ValidationError for a cursor that is not one of this list's.
   */
  listCustomers: defineCall({
    method: 'GET',
    path: '/customers',
    input: listQuery,
    output: pageOf(customer),
    roles: [...SELLING, 'dispatcher'],
  }),
};
