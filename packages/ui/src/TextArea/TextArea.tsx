import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, field } from '../Field/field.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>,
    FieldBaseProps {
  placeholder?: string;
  /** Visible lines before it scrolls (it can also be resized vertically). */
  rows?: number;
}

/** A multi-line text input (notes, addresses) with the shared field contract. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  ...rest
}: TextAreaProps) {
  return (
    <AriaTextField {...rest} className={field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <AriaTextArea placeholder={placeholder} rows={rows} className={control({ multiline: true })} />
      </FieldParts>
    </AriaTextField>
  );
}
