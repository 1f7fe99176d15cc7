const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

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
