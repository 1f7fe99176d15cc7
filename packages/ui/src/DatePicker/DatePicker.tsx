import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { DateCalendar } from '../DateCalendar';
import { dateInput, segment } from '../DateField/DateField.css';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, controlButton, field } from '../Field/field.css';
import { Calendar as CalendarIcon } from '../icons';
import { surface } from '../Popover/Popover.css';
import * as s from './DatePicker.css';

export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children'>,
    FieldBaseProps {
  size?: 'sm' | 'md' | 'lg';
}

/** A date field with a calendar button that opens a month grid in a popover. */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  size = 'md',
  ...rest
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker {...rest} className={field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Group className={control({ size })}>
          <DateInput className={dateInput}>
            {(part) => <DateSegment segment={part} className={segment} />}
          </DateInput>
          <Button className={controlButton}>
            <CalendarIcon size={16} aria-hidden="true" />
          </Button>
        </Group>
      </FieldParts>
      <Popover className={`${surface} ${s.calendarPopover}`} offset={4} placement="bottom start">
        <Dialog className={s.dialog}>
          <DateCalendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
