import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { type FieldBaseProps, type FieldOption, FieldParts, OptionList } from '../Field/FieldParts';
import { control, controlButton, field, innerInput } from '../Field/field.css';
import { ChevronDown } from '../icons';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<FieldOption>, 'className' | 'style' | 'children' | 'items' | 'defaultItems'>,
    FieldBaseProps {
  /** The options as data (filtered as the user types)… */
  items?: FieldOption[];
  /** …or as `<ComboBoxItem id="…">Label</ComboBoxItem>` children. */
  children?: ReactNode;
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A text input with a filtered list of suggestions; choose with arrows and Enter, or the pointer. */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  size = 'md',
  ...rest
}: ComboBoxProps) {
  return (
    <AriaComboBox {...rest} className={field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Group className={control({ size })}>
          <Input placeholder={placeholder} className={innerInput} />
          <Button className={controlButton}>
            <ChevronDown size={16} aria-hidden="true" />
          </Button>
        </Group>
      </FieldParts>
      <OptionList items={items}>{children}</OptionList>
    </AriaComboBox>
  );
}

export { OptionItem as ComboBoxItem, type OptionItemProps as ComboBoxItemProps } from '../Field/FieldParts';
