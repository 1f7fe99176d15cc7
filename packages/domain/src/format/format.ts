// The one place dates and counts become text (money: money.ts). Calendar dates are shown as they
// are written, in UTC, so no time zone moves them to another day.
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment (ISO 8601 with an offset) in the viewer's time zone: "Nov 24, 2026, 4:21 AM". */
export function formatMoment(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : momentFormat.format(time);
}

/** A whole count with thousands separators: 1250 -> "1,250". */
export function formatCount(value: number): string {
  return countFormat.format(Number.isFinite(value) ? value : 0);
}

/** A change in percent with its sign and at most 1 decimal: 20.1 -> "+20.1%", 10 -> "+10%", -3 -> "-3%". */
export function formatChange(percent: number): string {
  const rounded = Number.isFinite(percent)
    ? (Math.sign(percent) * Math.round(Math.abs(percent) * 10)) / 10
    : 0;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${Math.abs(rounded)}%`;
}

/** The local calendar date of `date` as YYYY-MM-DD (form defaults such as "order date today"). */
export function isoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The local date-time of `date` as YYYY-MM-DDTHH:mm:ss (no zone), like the sample data's timestamps. */
export function isoDateTime(date: Date): string {
  const h = String(date.getHours()).padStart(2, '0');
  const min = String(date.getMinutes()).padStart(2, '0');
  const s = String(date.getSeconds()).padStart(2, '0');
  return `${isoDate(date)}T${h}:${min}:${s}`;
}

/** A YYYY-MM-DD calendar date as "Jan 15, 2024"; anything else as given. */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return isoDay;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // A date that does not exist (month 13, February 30) is shown as written, not moved.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDay;
  return dayFormat.format(date);
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(isoDay: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDay.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
