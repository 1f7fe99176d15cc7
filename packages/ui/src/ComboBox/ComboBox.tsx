import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, controlButton, field, innerInput } from '../Field/field.css';
import { type FieldOption, OptionList, type OptionListMore } from '../Field/OptionList';
import { ChevronDown } from '../icons';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<FieldOption>, 'className' | 'style' | 'children' | 'items' | 'defaultItems'>,
    FieldBaseProps,
    OptionListMore {
  /** The options as data (filtered as the user types)… */
  items?: FieldOption[];
  /**
   * The items are already a search's matches (a server searched them as the user typed): they are
   * shown as given, not filtered again.
   */
  itemsAreMatches?: boolean;
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
  itemsAreMatches = false,
  children,
  placeholder,
  size = 'md',
  emptyText,
  isLoading,
  onLoadMore,
  ...rest
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...rest}
      // RAC filters the list's options unless it is given them: then they are the matches.
      {...(itemsAreMatches && items ? { items } : {})}
      allowsEmptyCollection={emptyText !== undefined}
      className={field}
    >
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
      <OptionList items={items} emptyText={emptyText} isLoading={isLoading} onLoadMore={onLoadMore}>
        {children}
      </OptionList>
    </AriaComboBox>
  );
}

export { OptionItem as ComboBoxItem, type OptionItemProps as ComboBoxItemProps } from '../Field/OptionList';
