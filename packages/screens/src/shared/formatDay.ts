const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD calendar date as "Jan 15, 2024" (no time zone involved); anything else as given. */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return isoDay;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${Number(day)}, ${year}` : isoDay;
}

/** A YYYY-MM-DDTHH:mm(:ss) local date-time as "Jan 15, 10:30 AM". */
export function formatDayTime(isoDateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(isoDateTime);
  if (!match) return isoDateTime;
  const [, , month, day, hours, minutes] = match;
  const h = Number(hours);
  const name = MONTHS[Number(month) - 1] ?? month;
  return `${name} ${Number(day)}, ${h % 12 === 0 ? 12 : h % 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}
