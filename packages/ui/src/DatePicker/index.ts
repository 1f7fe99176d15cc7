/** Calendar dates for `value`/`defaultValue`, so screens need no date library of their own. */
export { CalendarDate, parseDate } from '@internationalized/date';
export { DatePicker, type DatePickerProps } from './DatePicker';
