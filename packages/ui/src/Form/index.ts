export { Form, type FormProps } from './Form';
export { type FormErrors, type SubmitHandler, type SubmitOutcome, useFormSubmit } from './useFormSubmit';
