import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, field } from '../Field/field.css';
import * as s from './DateField.css';

export interface DateFieldProps<T extends DateValue = DateValue>
  extends Omit<AriaDateFieldProps<T>, 'className' | 'style' | 'children'>,
    FieldBaseProps {
  size?: 'sm' | 'md' | 'lg';
}

/** A date typed segment by segment (month, day, year in the user's locale); arrows change a segment. */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  size = 'md',
  ...rest
}: DateFieldProps<T>) {
  return (
    <AriaDateField {...rest} className={field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <DateInput className={`${control({ size })} ${s.dateInput}`}>
          {(segment) => <DateSegment segment={segment} className={s.segment} />}
        </DateInput>
      </FieldParts>
    </AriaDateField>
  );
}
