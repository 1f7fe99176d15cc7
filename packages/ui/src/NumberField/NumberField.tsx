import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, field, innerInput } from '../Field/field.css';
import { ChevronDown, ChevronUp } from '../icons';
import * as s from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>,
    FieldBaseProps {
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the increment and decrement buttons (arrow keys and wheel still step). */
  hideStepper?: boolean;
}

/**
 * A locale-aware number input: `minValue`/`maxValue`, `step` (e.g. 0.01 for money) and
 * `formatOptions` (e.g. `{ style: 'currency', currency: 'USD' }`).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  hideStepper = false,
  ...rest
}: NumberFieldProps) {
  return (
    <AriaNumberField {...rest} className={field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Group className={`${control({ size })} ${hideStepper ? '' : s.group}`}>
          <Input placeholder={placeholder} className={`${innerInput} ${s.number}`} />
          {!hideStepper && (
            <div className={s.stepper}>
              <Button slot="increment" className={s.step}>
                <ChevronUp size={12} aria-hidden="true" />
              </Button>
              <Button slot="decrement" className={s.step}>
                <ChevronDown size={12} aria-hidden="true" />
              </Button>
            </div>
          )}
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}
