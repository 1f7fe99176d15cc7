// The contract suite's part on customers: their list, their records, and the sales of each.
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, type CustomerForm } from '../../people/customerForm';
import { CALLS } from '../calls';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { everyItem } from '../page';
import { cashSale, rejection, type SuiteContext } from './fixtures';

const ana: CustomerForm = {
  name: 'Ana Ruiz',
  phone: '+1 (555) 010-2030',
  email: 'Ana.Ruiz@example.com',
  address: '9 Birch Rd, Uptown',
};

export function customersSuite({ api }: SuiteContext): void {
  describe("Data contract: a customer's card opens their sales (issue 37)", () => {
    it('lists only the sales to one customer record, newest first, and none for a walk-in', async () => {
      const a = await api();
      const all = await everyItem((q) => a.listSales(q));
      const sarahs = await everyItem((q) => a.listSales({ ...q, customerId: 'CUST-002' }));
      expect(sarahs.length).toBeGreaterThan(0);
      expect(sarahs).toEqual(all.filter((sale) => sale.customerId === 'CUST-002'));
      await a.recordSale(cashSale(['P012', 1]));
      expect(await everyItem((q) => a.listSales({ ...q, customerId: 'CUST-002' }))).toEqual(sarahs);
    });

    it('combines the customer with the status and the search', async () => {
      const a = await api();
      const page = await a.listSales({ customerId: 'CUST-002', status: 'pending', search: 'ord-1002' });
      expect(page.items.map((sale) => sale.id)).toEqual(['ORD-1002']);
      expect((await a.listSales({ customerId: 'CUST-001', search: 'ord-1002' })).total).toBe(0);
      expect((await a.listSales({ customerId: 'CUST-NONE' })).total).toBe(0);
    });
  });

  describe('Data contract: Add Customer, edit, archive (issue 37)', () => {
    it('adds a customer first in the list, with no orders yet, and reads them back', async () => {
      const a = await api();
      const made = await a.createCustomer(ana);
      expect(made).toEqual({
        id: expect.stringMatching(/^CUST-\d{3,}$/),
        name: 'Ana Ruiz',
        phone: '+1 (555) 010-2030',
        email: 'Ana.Ruiz@example.com',
        address: '9 Birch Rd, Uptown',
        totalOrders: 0,
        totalSpent: 0,
        firstOrder: '',
        lastOrder: '',
      });
      expect((await a.listCustomers({ limit: 1 })).items).toEqual([made]);
      expect(await a.getCustomer(made.id)).toEqual(made);
      expect((await a.listActivity({ record: made.id })).items[0]).toMatchObject({
        call: 'createCustomer',
        outcome: 'done',
      });
    });

    it('needs a name and a phone or an email, each of its shape; refused, nothing is added', async () => {
      const a = await api();
      const before = (await a.listCustomers()).total;
      const error = await rejection(a.createCustomer({ ...ana, name: ' ', phone: '', email: '' }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        fieldErrors: {
          name: CUSTOMER_MESSAGES.nameRequired,
          phone: CUSTOMER_MESSAGES.contactRequired,
          email: CUSTOMER_MESSAGES.contactRequired,
        },
      });
      expect(await rejection(a.createCustomer({ ...ana, email: 'ana@' }))).toMatchObject({
        fieldErrors: { email: CUSTOMER_MESSAGES.emailInvalid },
      });
      expect((await a.listCustomers()).total).toBe(before);
    });

    it('refuses an email (any case) or a phone (any punctuation) another customer has, naming the field', async () => {
      const a = await api();
      const email = await rejection(a.createCustomer({ ...ana, email: 'JOHN.SMITH@example.com' }));
      expect(email).toBeInstanceOf(ConflictError);
      expect(email).toMatchObject({
        code: 'duplicate_customer',
        fieldErrors: { email: CUSTOMER_MESSAGES.emailTaken },
      });
      expect(await rejection(a.createCustomer({ ...ana, phone: '1 555 123 4567' }))).toMatchObject({
        code: 'duplicate_customer',
        fieldErrors: { phone: CUSTOMER_MESSAGES.phoneTaken },
      });
      const made = await a.createCustomer({ ...ana, email: '' });
      expect(await rejection(a.updateCustomer('CUST-001', { ...ana, name: 'John Smith' }))).toMatchObject({
        code: 'duplicate_customer',
        fieldErrors: { phone: CUSTOMER_MESSAGES.phoneTaken },
      });
      // A customer's own email and phone are theirs to keep.
      expect(await a.updateCustomer(made.id, { ...ana, email: '', name: 'Ana R.' })).toMatchObject({
        name: 'Ana R.',
      });
    });

    it('edits a customer: their sales and figures stay theirs', async () => {
      const a = await api();
      const [before] = (await a.listCustomers({ search: 'john.smith@' })).items;
      const edited = await a.updateCustomer('CUST-001', {
        name: 'John A. Smith',
        phone: '+1 (555) 123-4567',
        email: 'john.a.smith@example.com',
        address: '1 New St',
      });
      expect(edited).toEqual({
        ...before,
        name: 'John A. Smith',
        email: 'john.a.smith@example.com',
        address: '1 New St',
      });
      expect((await a.listCustomers({ search: 'john a.' })).items).toEqual([edited]);
      expect(await rejection(a.updateCustomer('CUST-NONE', ana))).toBeInstanceOf(NotFoundError);
    });

    it('archives a customer: gone from the list and its search, their sales kept, their contacts free again', async () => {
      const a = await api();
      const sarahs = await everyItem((q) => a.listSales({ ...q, customerId: 'CUST-002' }));
      const total = (await a.listCustomers()).total;
      const archived = await a.archiveCustomer('CUST-002');
      expect(archived).toMatchObject({ id: 'CUST-002', name: 'Sarah Johnson' });
      expect((await a.listCustomers()).total).toBe(total - 1);
      expect((await a.listCustomers({ search: 'sarah.j@' })).total).toBe(0);
      expect(await everyItem((q) => a.listSales({ ...q, customerId: 'CUST-002' }))).toEqual(sarahs);
      expect(await a.getCustomer('CUST-002')).toEqual(archived);
      expect(await a.archiveCustomer('CUST-002')).toEqual(archived);
      expect(await rejection(a.updateCustomer('CUST-002', ana))).toBeInstanceOf(NotFoundError);
      expect(
        await a.createCustomer({ ...ana, email: 'sarah.j@example.com', phone: '555 234 1111' }),
      ).toMatchObject({
        email: 'sarah.j@example.com',
      });
      expect(await rejection(a.archiveCustomer('CUST-NONE'))).toBeInstanceOf(NotFoundError);
      expect(await rejection(a.getCustomer('CUST-NONE'))).toBeInstanceOf(NotFoundError);
    });

    it('finds customers by name, email or phone, however the phone is written', async () => {
      const a = await api();
      const ids = async (search: string) => (await a.listCustomers({ search })).items.map((c) => c.id);
      expect(await ids('555-123-4567')).toEqual(['CUST-001']);
      expect(await ids('(555) 123 4567')).toEqual(['CUST-001']);
      expect(await ids('MICHAEL BROWN')).toEqual(['CUST-003']);
      expect(await ids('m.brown@')).toEqual(['CUST-003']);
      const made = await a.createCustomer(ana);
      expect(await ids('010-2030')).toEqual([made.id]);
      expect(await ids('ana.ruiz')).toEqual([made.id]);
    });

    it('cashiers add and edit customers at the till; only owners and managers archive them', () => {
      expect(CALLS.createCustomer.roles).toContain('cashier');
      expect(CALLS.updateCustomer.roles).toContain('cashier');
      expect(CALLS.archiveCustomer.roles).toEqual(['owner', 'manager']);
      expect(CALLS.listCustomers.roles).toContain('cashier');
      expect(CALLS.createCustomer.keyed).toBe(true);
    });
  });
}
