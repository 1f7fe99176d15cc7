import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { type FieldBaseProps, type FieldOption, FieldParts, OptionItem } from '../Field/FieldParts';
import { control, field, listBox } from '../Field/field.css';
import { ChevronDown } from '../icons';
import { listSurface } from '../Popover/Popover.css';
import * as s from './Select.css';

export interface SelectProps
  extends Omit<AriaSelectProps<FieldOption>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    FieldBaseProps {
  /** The options as data… */
  items?: FieldOption[];
  /** …or as `<SelectItem id="…">Label</SelectItem>` children. */
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** Pick one option from a list in a popover; type-ahead and arrow keys work on the closed button. */
export function Select({
  label,
  description,
  errorMessage,
  items,
  children,
  size = 'md',
  ...rest
}: SelectProps) {
  return (
    <AriaSelect {...rest} className={field}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Button className={`${control({ size })} ${s.trigger}`}>
          <SelectValue className={s.value} />
          <ChevronDown className={s.chevron} aria-hidden="true" />
        </Button>
      </FieldParts>
      <Popover className={listSurface} offset={4} placement="bottom start">
        <ListBox className={listBox}>
          {items
            ? items.map((item) => (
                <OptionItem key={item.id} id={item.id} isDisabled={item.isDisabled} textValue={item.label}>
                  {item.label}
                </OptionItem>
              ))
            : children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** An option of a `Select` or `ComboBox` given as children. */
export { OptionItem as SelectItem, type OptionItemProps as SelectItemProps } from '../Field/FieldParts';
