import type { ReactNode, Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { form } from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'children'> {
  /** Space between fields. */
  gap?: '3' | '4' | '5' | '6';
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form whose fields validate together: native constraints (`isRequired`, `type="email"`,
 * `minValue`) and server `validationErrors` show under each field on submit. To submit through an
 * action with pending state and field errors, use `useFormSubmit` (or `FormDialog` in a dialog).
 */
export function Form({ gap = '4', children, ...rest }: FormProps) {
  return (
    <AriaForm {...rest} className={form({ gap })}>
      {children}
    </AriaForm>
  );
}
