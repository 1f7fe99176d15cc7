// The contract suite's part on deliveries.
import { describe, expect, it } from 'vitest';
import { DELIVERY_REQUEST_MESSAGES } from '../../deliveries/deliveryForSale';
import { emptyRiderForm } from '../../deliveries/riderForm';
import { riderStats } from '../../deliveries/riders';
import { NotFoundError, ValidationError } from '../errors';
import { everyItem } from '../page';

import { cashSale, rejection, type SuiteContext } from './fixtures';

export function deliveriesSuite({ api }: SuiteContext): void {
  describe('Data contract: deliveries', () => {
    const where = { phone: '555', address: '1 High St' };

    it('creates a pending delivery for a recorded sale, its items, total, payment and customer the sale’s (§4 New delivery order)', async () => {
      const a = await api();
      const { sale } = await a.recordSale(cashSale(['P012', 2], ['P010', 1]));
      const delivery = await a.createDelivery({ orderId: ` ${sale.id} `, ...where });
      expect(delivery).toMatchObject({
        id: 'DEL-011',
        orderId: sale.id,
        status: 'pending',
        priority: 'normal',
        items: sale.items,
        totalAmount: sale.amount,
        customer: { name: sale.customer, phone: '555', address: '1 High St' },
      });
      expect((await a.listDeliveries()).items[0]).toEqual(delivery);
    });

    it('refuses a request without an order id or an address, naming each field', async () => {
      const error = await rejection((await api()).createDelivery({ orderId: ' ', phone: '', address: '' }));
      expect((error as ValidationError).fieldErrors).toEqual({
        orderId: DELIVERY_REQUEST_MESSAGES.orderIdRequired,
        address: DELIVERY_REQUEST_MESSAGES.addressRequired,
      });
    });

    it('issue 35: refuses an order id no sale has, and a second delivery for one sale, creating nothing', async () => {
      const a = await api();
      const before = (await a.getDeliveryStats()).total;
      const unknown = await rejection(a.createDelivery({ orderId: 'ORD-404404', ...where }));
      expect((unknown as ValidationError).fieldErrors).toEqual({
        orderId: DELIVERY_REQUEST_MESSAGES.noSuchSale('ORD-404404'),
      });
      const { sale } = await a.recordSale(cashSale(['P012', 1]));
      await a.createDelivery({ orderId: sale.id, ...where });
      const twice = await rejection(a.createDelivery({ orderId: sale.id, ...where }));
      expect((twice as ValidationError).fieldErrors).toEqual({
        orderId: DELIVERY_REQUEST_MESSAGES.hasDelivery(sale.id),
      });
      expect((await a.getDeliveryStats()).total).toBe(before + 1);
    });

    it('issue 35: refuses a cancelled sale', async () => {
      const a = await api();
      const [cancelled] = (await a.listSales({ status: 'cancelled', limit: 1 })).items;
      if (!cancelled) throw new Error('the sample has no cancelled sale');
      const error = await rejection(a.createDelivery({ orderId: cancelled.id, ...where }));
      expect((error as ValidationError).fieldErrors).toEqual({
        orderId: DELIVERY_REQUEST_MESSAGES.cancelled(cancelled.id),
      });
    });

    it('assigns a rider: status assigned, rider recorded, list updated in place', async () => {
      const a = await api();
      const updated = await a.assignRider('DEL-002', { riderId: 'RDR-004' });
      expect(updated).toMatchObject({
        id: 'DEL-002',
        status: 'assigned',
        rider: { id: 'RDR-004', name: 'Aisha Patel', phone: '+1 (555) 444-5555' },
      });
      const list = await a.listDeliveries();
      expect(list.items[1]).toEqual(updated);
      expect(list.total).toBe(10);
    });

    it('rejects unknown deliveries and riders with NotFoundError', async () => {
      const a = await api();
      const noDelivery = await rejection(a.assignRider('DEL-999', { riderId: 'RDR-001' }));
      expect(noDelivery).toBeInstanceOf(NotFoundError);
      expect((noDelivery as NotFoundError).entity).toBe('Delivery');
      const noRider = await rejection(a.assignRider('DEL-001', { riderId: 'RDR-999' }));
      expect((noRider as NotFoundError).entity).toBe('Rider');
    });

    it('rejects assigning a delivered order', async () => {
      expect(await rejection((await api()).assignRider('DEL-007', { riderId: 'RDR-004' }))).toBeInstanceOf(
        ValidationError,
      );
    });
  });

  describe('Data contract: riders', () => {
    it('creates an available rider first in the list', async () => {
      const a = await api();
      const rider = await a.createRider({
        ...emptyRiderForm(),
        name: 'Dana Scott',
        phone: '555',
        email: 'dana@example.com',
        vehicleNumber: 'SC-1',
      });
      expect(rider).toMatchObject({ id: 'RDR-009', status: 'available', joinedDate: '2024-02-01' });
      expect((await a.listRiders()).items[0]).toEqual(rider);
    });

    it('lists riders a page at a time, newest first, searched by name, phone, vehicle number or zone (§9)', async () => {
      const a = await api();
      const first = await a.listRiders({ limit: 3 });
      expect(first.items.map((r) => r.id)).toEqual(['RDR-001', 'RDR-002', 'RDR-003']);
      expect(first.total).toBe(8);
      const rest = await a.listRiders({ limit: 10, cursor: first.nextCursor ?? '' });
      expect(rest.items.map((r) => r.id)).toEqual(['RDR-004', 'RDR-005', 'RDR-006', 'RDR-007', 'RDR-008']);
      expect(rest.nextCursor).toBeNull();
      const ids = async (search: string) => (await a.listRiders({ search })).items.map((r) => r.id);
      expect(await ids('AISHA')).toEqual(['RDR-004']);
      expect(await ids('555) 333')).toEqual(['RDR-003']);
      expect(await ids('sc-99')).toEqual(['RDR-004']);
      expect(await ids('zone-c')).toEqual(['RDR-005', 'RDR-008']);
      expect(await ids('uptown')).toEqual(['RDR-005', 'RDR-008']);
      expect(await ids('example.com')).toEqual([]);
      expect((await a.listRiders({ search: 'uptown' })).total).toBe(2);
      await expect(a.listRiders({ cursor: 'RDR-999' })).rejects.toBeInstanceOf(ValidationError);
    });

    it("counts Rider Management's six figures over every rider, a new one included", async () => {
      const a = await api();
      const before = await a.getRiderStats();
      expect(before).toEqual(riderStats(await everyItem((q) => a.listRiders(q))));
      await a.createRider({
        ...emptyRiderForm(),
        name: 'Dana Scott',
        phone: '555',
        email: 'dana@example.com',
        vehicleNumber: 'SC-1',
      });
      // A new rider is available and not yet rated: the average stays as it was.
      expect(await a.getRiderStats()).toEqual({
        ...before,
        total: before.total + 1,
        available: before.available + 1,
      });
    });

    it('offers the available riders for a delivery, by name', async () => {
      const a = await api();
      const everyone = await everyItem((q) => a.listRiders(q));
      const available = await a.listAvailableRiders();
      expect(available.map((r) => r.id).sort()).toEqual(
        everyone
          .filter((r) => r.status === 'available')
          .map((r) => r.id)
          .sort(),
      );
      expect(available.map((r) => r.name)).toEqual(
        available.map((r) => r.name).sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1)),
      );
      expect(available[0]).toEqual({ id: available[0]?.id, name: available[0]?.name, status: 'available' });
      const rider = await a.createRider({
        ...emptyRiderForm(),
        name: 'Aaron Abbott',
        phone: '555',
        email: 'a@example.com',
        vehicleNumber: 'SC-2',
      });
      expect((await a.listAvailableRiders())[0]).toEqual({
        id: rider.id,
        name: 'Aaron Abbott',
        status: 'available',
      });
    });

    it('rejects an invalid form', async () => {
      const error = await rejection((await api()).createRider({ ...emptyRiderForm(), email: 'bad' }));
      expect((error as ValidationError).fieldErrors).toMatchObject({ email: 'Enter a valid email address' });
    });
  });
}
