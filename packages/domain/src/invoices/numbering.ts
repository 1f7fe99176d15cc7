// Invoice and credit note numbers: a prefix, the issuing location's code, the year, and a count
// that runs without gaps per location and year (INV-DS-2026-000123). The count is the store's: a
// counter row locked by the issuing transaction, so a rolled-back issue leaves no hole.

/** The kinds of numbered documents, by their prefix. */
export type DocumentKind = 'INV' | 'CN';

/**
 * A location's code on its documents: the initials of its name's words ("Downtown Store" is DS,
 * "Main Warehouse" MW); a one-word name gives its first three letters. Letters only, upper case.
 */
export function locationCode(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const [only] = words;
  if (!only) return 'X';
  const code = words.length === 1 ? only.slice(0, 3) : words.map((word) => word[0]).join('');
  return code.toUpperCase().slice(0, 6);
}

/** The number of the `count`th document of its kind at a location in a year: INV-DS-2026-000123. */
export function documentNumber(kind: DocumentKind, code: string, year: number, count: number): string {
  return `${kind}-${code}-${year}-${String(count).padStart(6, '0')}`;
}

/** One formatter per time zone: making one costs far more than the day it formats. */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      // Not a time zone: the system's own is used.
      format = null;
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone; the system's own zone if it is not one. */
export function dayInZone(moment: Date, timeZone: string): string {
  const format = dayFormatIn(timeZone);
  if (format) {
    const parts = format.formatToParts(moment);
    const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
