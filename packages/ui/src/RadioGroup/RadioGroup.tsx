import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { choice, choiceDescription, choiceText } from '../Checkbox/Checkbox.css';
import { type FieldBaseProps, FieldDescription, FieldError, FieldLabel } from '../Field/FieldParts';
import { field } from '../Field/field.css';
import * as s from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>,
    FieldBaseProps {
  /** `Radio` options. */
  children: ReactNode;
}

/** One choice out of a few visible options; arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...rest} orientation={orientation} className={field}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={s.options({ orientation })}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  description?: ReactNode;
}

export function Radio({ children, description, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={choice}>
      <span className={s.dot} aria-hidden="true" />
      <span className={choiceText}>
        {children}
        {description != null && <span className={choiceDescription}>{description}</span>}
      </span>
    </AriaRadio>
  );
}
