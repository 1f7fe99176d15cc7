export { DateCalendar, type DateCalendarProps } from './DateCalendar';
