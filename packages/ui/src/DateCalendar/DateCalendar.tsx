import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Heading,
} from 'react-aria-components';
import { ChevronLeft, ChevronRight } from '../icons';
import * as s from './DateCalendar.css';

export interface DateCalendarProps<T extends DateValue = DateValue>
  extends Omit<AriaCalendarProps<T>, 'className' | 'style' | 'children' | 'visibleDuration'> {}

/** A month grid to pick a date: arrows move by day, Page Up/Down by month, Enter selects. */
export function DateCalendar<T extends DateValue>(props: DateCalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={s.calendar}>
      <div className={s.header}>
        <Button slot="previous" className={s.nav}>
          <ChevronLeft size={16} aria-hidden="true" />
        </Button>
        <Heading className={s.title} />
        <Button slot="next" className={s.nav}>
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
      <CalendarGrid className={s.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={s.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
