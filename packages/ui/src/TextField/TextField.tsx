import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, field } from '../Field/field.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>,
    FieldBaseProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A one-line text input with label, description and error. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField {...rest} className={field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Input placeholder={placeholder} className={control({ size })} />
      </FieldParts>
    </AriaTextField>
  );
}
