import { describe, expect, it } from 'vitest';
import { invoiceStatus, shareOut } from './invoiceRules';
import { dayInZone, documentNumber, locationCode } from './numbering';

describe('Invoice numbers (issue 38: per location and year, e.g. INV-DS-2026-000123)', () => {
  it('a location is coded by the initials of its name, a one-word name by its first three letters', () => {
    expect(locationCode('Downtown Store')).toBe('DS');
    expect(locationCode('Main Warehouse')).toBe('MW');
    expect(locationCode('Airport Branch')).toBe('AB');
    expect(locationCode('Harbour')).toBe('HAR');
    expect(locationCode('')).toBe('X');
  });

  it('the count is six digits after the kind, the code and the year', () => {
    expect(documentNumber('INV', 'DS', 2026, 123)).toBe('INV-DS-2026-000123');
    expect(documentNumber('CN', 'MW', 2027, 1)).toBe('CN-MW-2027-000001');
  });

  it('the business’s today is the day in its time zone', () => {
    const lateEvening = new Date('2026-01-01T03:00:00Z');
    expect(dayInZone(lateEvening, 'America/New_York')).toBe('2025-12-31');
    expect(dayInZone(lateEvening, 'Europe/Berlin')).toBe('2026-01-01');
  });
});

describe('Invoice status (issue 38: issued, partially paid, paid, overdue, credited)', () => {
  const due = { total: 1000, dueDate: '2026-03-01' };
  it('moves from issued through partly paid to paid; unpaid past its due day it is overdue', () => {
    expect(invoiceStatus({ ...due, paid: 0, credited: 0 }, '2026-03-01')).toBe('issued');
    expect(invoiceStatus({ ...due, paid: 400, credited: 0 }, '2026-03-01')).toBe('partiallyPaid');
    expect(invoiceStatus({ ...due, paid: 400, credited: 0 }, '2026-03-02')).toBe('overdue');
    expect(invoiceStatus({ ...due, paid: 0, credited: 0 }, '2026-03-02')).toBe('overdue');
    expect(invoiceStatus({ ...due, paid: 600, credited: 400 }, '2026-04-01')).toBe('paid');
    expect(invoiceStatus({ ...due, paid: 1000, credited: 0 }, '2026-04-01')).toBe('paid');
  });
  it('credited in full it is Credited, whatever its due day', () => {
    expect(invoiceStatus({ ...due, paid: 0, credited: 1000 }, '2026-04-01')).toBe('credited');
  });
});

describe('A cart discount shared over the lines', () => {
  it('in proportion, in whole cents, adding up to the discount', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(999, [1000, 3000])).toEqual([250, 749]);
  });
});
