import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Check, Minus } from '../icons';
import * as s from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label, beside the box. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** A short second line under the label. */
  description?: ReactNode;
}

/** A check box with its label; `isIndeterminate` for "some selected". */
export function Checkbox({ children, description, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={s.choice}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={s.box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus size={12} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={12} strokeWidth={3} />
            ) : null}
          </span>
          {(children != null || description != null) && (
            <span className={s.choiceText}>
              {children}
              {description != null && <span className={s.choiceDescription}>{description}</span>}
            </span>
          )}
        </>
      )}
    </AriaCheckbox>
  );
}
