import { describe, expect, it } from 'vitest';
import { columnHeading, exportCell, momentText, neutralised } from './exportCells';

const settings = { currency: 'USD', timezone: 'America/New_York' };

describe('Export cells (issue 39)', () => {
  it('a text cell starting with =, +, - or @ is neutralised: a spreadsheet shows it, never runs it', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1 555 0100', '-2+3', '@SUM(A1)'])
      expect(neutralised(text)).toBe(`'${text}`);
    for (const text of ['Sarah Johnson', 'a=b', ' =1', '', "'quoted"]) expect(neutralised(text)).toBe(text);
    expect(exportCell('text', '=1+1', settings)).toBe("'=1+1");
  });

  it('numbers stay numbers, negatives too; money is the currency to the cent, from cents', () => {
    expect(exportCell('number', -3, settings)).toBe(-3);
    expect(exportCell('money', 123456, settings)).toBe(1234.56);
    expect(exportCell('money', -1250, settings)).toBe(-12.5);
    expect(exportCell('money', 5, settings)).toBe(0.05);
    expect(exportCell('text', undefined, settings)).toBeNull();
  });

  it('money is headed with its currency, a moment with the business’s time zone', () => {
    expect(columnHeading('Amount', 'money', settings)).toBe('Amount (USD)');
    expect(columnHeading('When', 'moment', { ...settings, currency: 'EUR' })).toBe('When (America/New_York)');
    expect(columnHeading('Date', 'day', settings)).toBe('Date');
  });

  it('a moment is written in the business’s time zone; a day as it is stored', () => {
    expect(momentText('2026-11-27T19:30:05Z', 'America/New_York')).toBe('2026-11-27 14:30:05');
    expect(momentText('2026-07-01T03:00:00+00:00', 'America/New_York')).toBe('2026-06-30 23:00:00');
    expect(momentText('2026-11-27T19:30:05Z', 'Asia/Tokyo')).toBe('2026-11-28 04:30:05');
    expect(momentText('2026-11-27T00:00:00.000Z', 'UTC')).toBe('2026-11-27 00:00:00');
    // A zone that is not one: UTC rather than nothing.
    expect(momentText('2026-11-27T19:30:05Z', 'Not/AZone')).toBe('2026-11-27 19:30:05');
    expect(momentText('not a time', 'UTC')).toBeNull();
    expect(exportCell('day', '2024-01-15', settings)).toBe('2024-01-15');
    expect(exportCell('day', '', settings)).toBeNull();
  });
});
