// What a list's export holds in each cell, the same in a CSV and in an .xlsx: text (neutralised,
// so a spreadsheet never runs it as a formula), whole numbers, amounts of money as numbers of the
// currency (from integer cents, the currency named in the column's heading), days, and moments in
// the business's time zone (the zone named in the heading).
import type { Cents } from '../format/money';

/** How a column's values are written. */
export type ExportCellKind = 'text' | 'number' | 'money' | 'day' | 'moment';

/**
 * A cell as written: text, a number (a count, or an amount in the currency: 12.5 for $12.50), or
 * none. A day is "YYYY-MM-DD" and a moment "YYYY-MM-DD HH:MM:SS" in the business's time zone: a
 * CSV holds them as written, an .xlsx as dates.
 */
export type ExportCell = string | number | null;

/** What every export is written with: the business's currency and time zone (Settings → Store). */
export interface ExportSettings {
  currency: string;
  timezone: string;
}

/**
 * The characters a spreadsheet reads as the start of a formula (OWASP's CSV injection): a text cell
 * starting with one is written with a `'` in front, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@]/;

/** Text as an export writes it: `'=HYPERLINK(…)` for `=HYPERLINK(…)`, anything else as it is. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** An amount of integer cents as a number of the currency, to the cent: 123456 -> 1234.56. */
function moneyValue(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** A column's heading: money with its currency ("Amount (USD)"), a moment with its zone ("When (America/New_York)"). */
export function columnHeading(header: string, kind: ExportCellKind, settings: ExportSettings): string {
  if (kind === 'money') return `${header} (${settings.currency})`;
  if (kind === 'moment') return `${header} (${settings.timezone})`;
  return header;
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** The format of a moment's parts in a time zone (UTC when the zone is not one). */
function momentFormat(timezone: string): Intl.DateTimeFormat {
  let format = momentFormats.get(timezone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timezone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    momentFormats.set(timezone, format);
  }
  return format;
}

/**
 * A moment as "YYYY-MM-DD HH:MM:SS" in the business's time zone. ISO 8601 with an offset is that
 * moment; without one (the stores write some times as the server's local time, `isoDateTime`), it
 * is read as this process's local time. Anything else is none.
 */
export function momentText(iso: string, timezone: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const parts: Record<string, string> = {};
  for (const part of momentFormat(timezone).formatToParts(time)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A calendar day as "YYYY-MM-DD" (a stored day, not moved by any zone); none when it is not one. */
function dayText(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day.slice(0, 10)) ? day.slice(0, 10) : null;
}

/** A value as its column's kind writes it. */
export function exportCell(
  kind: ExportCellKind,
  value: string | number | null | undefined,
  settings: ExportSettings,
): ExportCell {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'text':
      return neutralised(String(value));
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'money':
      return moneyValue(Number(value));
    case 'day':
      return dayText(String(value));
    case 'moment':
      return momentText(String(value), settings.timezone);
  }
}
