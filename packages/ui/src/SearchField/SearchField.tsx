import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, controlButton, controlIcon, field, innerInput } from '../Field/field.css';
import { Search, X } from '../icons';
import * as s from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>,
    FieldBaseProps {
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A search input with a search icon and a clear button (Escape clears too). Without a visible
 * `label`, pass `aria-label`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  ...rest
}: SearchFieldProps) {
  return (
    <AriaSearchField {...rest} className={`${field} ${s.root}`}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Group className={control({ size })} isDisabled={rest.isDisabled}>
          <Search className={controlIcon} aria-hidden="true" />
          <Input placeholder={placeholder} className={innerInput} />
          <Button className={`${controlButton} ${s.clear}`}>
            <X size={14} aria-hidden="true" />
          </Button>
        </Group>
      </FieldParts>
    </AriaSearchField>
  );
}
