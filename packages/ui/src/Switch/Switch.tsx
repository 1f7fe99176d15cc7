import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { choice, choiceDescription, choiceText } from '../Checkbox/Checkbox.css';
import * as s from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The label, beside the track. Without it, pass `aria-label`. */
  children?: ReactNode;
  description?: ReactNode;
}

/** An on/off setting that takes effect at once. */
export function Switch({ children, description, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={choice}>
      <span className={s.track} aria-hidden="true">
        <span className={s.thumb} />
      </span>
      {(children != null || description != null) && (
        <span className={choiceText}>
          {children}
          {description != null && <span className={choiceDescription}>{description}</span>}
        </span>
      )}
    </AriaSwitch>
  );
}
