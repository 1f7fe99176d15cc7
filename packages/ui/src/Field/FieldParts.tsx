import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as s from './field.css';

/** The contract every field shares. */
export interface FieldBaseProps {
  /** The visible label. Without it, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked to it as its description. */
  description?: ReactNode;
  /**
   * The message shown, and announced, when the field is invalid (`isInvalid`, `validate`,
   * or a native constraint such as `isRequired` after a submit attempt).
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** A field's label, with a required mark that is visible but not read out (the input says required). */
export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (children == null) return null;
  return (
    <Label className={s.label}>
      {children}
      {isRequired && (
        <span className={s.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null) return null;
  return (
    <Text slot="description" className={s.description}>
      {children}
    </Text>
  );
}

/** Shown only while the field is invalid; react-aria links it to the control so it is announced. */
export function FieldError({ children }: { children?: FieldBaseProps['errorMessage'] }) {
  return <AriaFieldError className={s.error}>{children}</AriaFieldError>;
}

/** Label, control, description and error in the shared order. */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldBaseProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
