import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, formatDay, isoDate, isoDateTime } from './format';

describe('§2.5 Analytics KPI figures', () => {
  it('formats counts with thousands separators', () => {
    expect(formatCount(1250)).toBe('1,250');
    expect(formatCount(428)).toBe('428');
    expect(formatCount(Number.NaN)).toBe('0');
  });

  it('formats changes with a sign and at most 1 decimal', () => {
    expect(formatChange(20.1)).toBe('+20.1%');
    expect(formatChange(13.6)).toBe('+13.6%');
    expect(formatChange(10)).toBe('+10%');
    expect(formatChange(-3.25)).toBe('-3.3%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(Number.NaN)).toBe('0%');
  });
});

describe('§4 Purchase order header: order date today', () => {
  it('gives the local calendar date as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(isoDate(new Date(2024, 11, 31))).toBe('2024-12-31');
  });

  it('gives the local date-time without a zone', () => {
    expect(isoDateTime(new Date(2024, 0, 15, 9, 5, 7))).toBe('2024-01-15T09:05:07');
  });
});

describe('Dates as text: one formatting module', () => {
  it('shows a calendar date as "Jan 15, 2024", the same in every time zone', () => {
    expect(formatDay('2024-01-15')).toBe('Jan 15, 2024');
    expect(formatDay('2023-12-31T23:30:00')).toBe('Dec 31, 2023');
  });

  it('shows anything that is not a real date as written', () => {
    expect(formatDay('Yesterday')).toBe('Yesterday');
    expect(formatDay('2024-13-01')).toBe('2024-13-01');
    expect(formatDay('2024-02-30')).toBe('2024-02-30');
  });
});
