import { useLayoutEffect, useRef, useState } from 'react';
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
 * Whether `placeholder` is wider than the input shows ("Search by name, SK" on a phone),
 * measured as drawn and again whenever the input's width changes or the fonts arrive.
 */
function usePlaceholderCut(placeholder: string | undefined) {
  const input = useRef<HTMLInputElement>(null);
  const measure = useRef<HTMLSpanElement>(null);
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    const field = input.current;
    const text = measure.current;
    if (!field || !text || !placeholder) return;
    const check = () => setCut(text.scrollWidth > field.clientWidth && field.clientWidth > 0);
    check();
    let live = true;
    void document.fonts?.ready.then(() => live && check());
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(field);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [placeholder]);
  return { input, measure, isCut };
}

/**
 * A search input with a search icon and a clear button (Escape clears too). Without a visible
 * `label`, pass `aria-label`. A placeholder the input is too narrow for (a phone) is shown whole
 * above it, and inside it no longer; it stays the input's placeholder for assistive technology.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  ...rest
}: SearchFieldProps) {
  const { input, measure, isCut } = usePlaceholderCut(placeholder);
  return (
    <AriaSearchField {...rest} className={`${field} ${s.root}`}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        {isCut && (
          // What the placeholder says, read whole; the input's placeholder says it to assistive technology.
          <span className={s.hint} aria-hidden="true">
            {placeholder?.replace(/(\.\.\.|…)$/, '')}
          </span>
        )}
        <Group className={control({ size })} isDisabled={rest.isDisabled}>
          <Search className={controlIcon} aria-hidden="true" />
          <span ref={measure} className={s.measure} aria-hidden="true">
            {placeholder}
          </span>
          <Input
            ref={input}
            placeholder={placeholder}
            className={isCut ? `${innerInput} ${s.cutPlaceholder}` : innerInput}
          />
          <Button className={`${controlButton} ${s.clear}`}>
            <X size={14} aria-hidden="true" />
          </Button>
        </Group>
      </FieldParts>
    </AriaSearchField>
  );
}
