import { describe, expect, it } from 'vitest';
import { ValidationError } from '../contract/errors';
import { sampleDeliveries } from '../sample/deliveries';
import { sampleRiders } from '../sample/riders';
import {
  assignRider,
  canAssignRider,
  deliveryFromOrder,
  deliveryStats,
  NOT_ASSIGNABLE_MESSAGE,
  newDeliveryOrder,
  riderListEntries,
  validateDeliveryOrder,
} from './deliveries';
import type { Delivery, DeliveryStatus } from './delivery';
import {
  DELIVERY_PRIORITY_LABELS,
  DELIVERY_PRIORITY_TONES,
  DELIVERY_STATUS_FILTER_OPTIONS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  DELIVERY_STATUSES,
} from './delivery';

const delivery = (status: DeliveryStatus): Delivery => ({
  id: 'DEL-1',
  orderId: 'ORD-1',
  customer: { name: 'Jane', phone: '1', address: 'x' },
  items: 1,
  totalAmount: 1000,
  status,
  priority: 'normal',
  estimatedTime: '30 mins',
  createdAt: '2024-01-01T10:00:00',
});

describe('§4 Delivery status: pending, assigned, picked_up, in_transit, delivered, cancelled', () => {
  it('has display labels and tones for every status', () => {
    expect(DELIVERY_STATUSES.map((s) => DELIVERY_STATUS_LABELS[s])).toEqual([
      'Pending',
      'Assigned',
      'Picked Up',
      'In Transit',
      'Delivered',
      'Cancelled',
    ]);
    expect(DELIVERY_STATUS_TONES.delivered).toBe('positive');
    expect(DELIVERY_STATUS_TONES.cancelled).toBe('critical');
    expect(DELIVERY_STATUS_TONES.pending).toBe('caution');
  });
});

describe('§4 Delivery priority: normal, urgent', () => {
  it('has labels and tones', () => {
    expect(DELIVERY_PRIORITY_LABELS).toEqual({ normal: 'Normal', urgent: 'Urgent' });
    expect(DELIVERY_PRIORITY_TONES.urgent).toBe('critical');
  });
});

describe('§9 Delivery status filter options', () => {
  it('are all, pending, assigned, picked_up, in_transit, delivered, cancelled', () => {
    expect(DELIVERY_STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual([
      'all',
      'pending',
      'assigned',
      'picked_up',
      'in_transit',
      'delivered',
      'cancelled',
    ]);
    expect(DELIVERY_STATUS_FILTER_OPTIONS[0]).toEqual({ value: 'all', label: 'All Status' });
  });
});

describe('§9 Delivery stat cards', () => {
  it('counts total, pending, in transit (in_transit + picked_up), delivered and available riders', () => {
    expect(deliveryStats(sampleDeliveries, sampleRiders)).toEqual({
      total: 10,
      pending: 3,
      inTransit: 3,
      delivered: 2,
      availableRiders: 3,
    });
  });

  it('counts picked_up as in transit', () => {
    expect(deliveryStats([delivery('picked_up')], []).inTransit).toBe(1);
  });

  it('does not count assigned or cancelled in any status figure', () => {
    expect(deliveryStats([delivery('assigned'), delivery('cancelled')], [])).toEqual({
      total: 2,
      pending: 0,
      inTransit: 0,
      delivered: 0,
      availableRiders: 0,
    });
  });

  it('counts only riders whose status is available', () => {
    expect(
      deliveryStats([], [{ status: 'busy' }, { status: 'offline' }, { status: 'available' }]).availableRiders,
    ).toBe(1);
  });
});

describe('Delivery Management: rider assignment', () => {
  const rider = sampleRiders[3]!;

  it('records the rider and sets status assigned', () => {
    const before = delivery('pending');
    const after = assignRider(before, rider);
    expect(after.status).toBe('assigned');
    expect(after.rider).toEqual({ id: 'RDR-004', name: 'Aisha Patel', phone: '+1 (555) 444-5555' });
    expect(before.status).toBe('pending');
    expect(before.rider).toBeUndefined();
  });

  it('allows choosing another rider while assigned', () => {
    expect(assignRider(delivery('assigned'), rider).rider?.id).toBe('RDR-004');
  });

  it.each(['picked_up', 'in_transit', 'delivered', 'cancelled'] as const)(
    'refuses a %s delivery',
    (status) => {
      expect(canAssignRider({ status })).toBe(false);
      expect(() => assignRider(delivery(status), rider)).toThrow(ValidationError);
      expect(() => assignRider(delivery(status), rider)).toThrow(NOT_ASSIGNABLE_MESSAGE);
    },
  );

  it('lists riders for the picker as id, name, status', () => {
    expect(riderListEntries(sampleRiders.slice(0, 1))).toEqual([
      { id: 'RDR-001', name: 'Mike Johnson', status: 'busy' },
    ]);
  });
});

describe('§4 New delivery order: status pending, priority normal', () => {
  const input = {
    orderId: 'ORD-77',
    items: 2,
    total: 2160,
    paymentMethod: 'card' as const,
    customer: { name: 'Jane Roe', phone: '555', address: '1 High St' },
  };

  it('defaults to pending, normal and "30 mins"', () => {
    expect(newDeliveryOrder(input)).toEqual({
      ...input,
      status: 'pending',
      priority: 'normal',
      estimatedTime: '30 mins',
    });
  });

  it('keeps a given priority and estimate', () => {
    expect(newDeliveryOrder({ ...input, priority: 'urgent', estimatedTime: '15 mins' })).toMatchObject({
      priority: 'urgent',
      estimatedTime: '15 mins',
      status: 'pending',
    });
  });

  it('validates order id, customer name, items, total and priority', () => {
    expect(validateDeliveryOrder(input)).toEqual({ ok: true, value: input });
    const bad = {
      ...input,
      orderId: ' ',
      customer: { name: '', phone: '', address: '' },
      items: 0,
      total: -1,
      priority: 'asap' as 'normal',
    };
    const refused = validateDeliveryOrder(bad);
    expect(Object.keys(refused.ok ? {} : refused.fieldErrors).sort()).toEqual([
      'customerName',
      'items',
      'orderId',
      'priority',
      'total',
    ]);
    expect(validateDeliveryOrder({ ...input, items: 1.5, total: Number.NaN })).toEqual({
      ok: false,
      fieldErrors: { items: 'Items must be a whole number of at least 1', total: 'Total must be 0 or more' },
    });
    // The total is in cents: a fraction of a cent is not an amount.
    expect(validateDeliveryOrder({ ...input, total: 2159.9 }).ok).toBe(false);
  });

  it('trims the order id and the customer details', () => {
    const typed = { ...input, orderId: ' ORD-1 ', customer: { name: ' Ann ', phone: ' 1 ', address: ' 2 ' } };
    const result = validateDeliveryOrder(typed);
    expect(result.ok && result.value).toMatchObject({
      orderId: 'ORD-1',
      customer: { name: 'Ann', phone: '1', address: '2' },
    });
  });

  it('becomes a delivery without a rider', () => {
    const result = deliveryFromOrder('DEL-011', newDeliveryOrder(input), '2024-02-01T10:00:00');
    expect(result).toEqual({
      id: 'DEL-011',
      orderId: 'ORD-77',
      customer: input.customer,
      items: 2,
      totalAmount: 2160,
      status: 'pending',
      priority: 'normal',
      estimatedTime: '30 mins',
      createdAt: '2024-02-01T10:00:00',
    });
    expect(result.rider).toBeUndefined();
  });
});
