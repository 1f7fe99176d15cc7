import { type ReactNode, useEffect, useState } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
} from 'react-aria-components';
import { type FieldBaseProps, FieldParts } from '../Field/FieldParts';
import { control, field } from '../Field/field.css';
import { type FieldOption, OptionList } from '../Field/OptionList';
import { ChevronDown } from '../icons';
import * as s from './Select.css';

export interface SelectProps
  extends Omit<AriaSelectProps<FieldOption>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    FieldBaseProps {
  /** The options as data… */
  items?: FieldOption[];
  /** …or as `<SelectItem id="…">Label</SelectItem>` children. */
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Build the list only when it is first opened; until then a plain trigger that looks the same.
   * For a Select repeated in every row of a long table over a long list (a rider chooser per
   * delivery). Needs `aria-label` (no visible label) and `items`; its open state is its own.
   */
  isLazy?: boolean;
}

/** Pick one option from a list in a popover; type-ahead and arrow keys work on the closed button. */
export function Select({ isLazy = false, ...props }: SelectProps) {
  const [isActive, setActive] = useState(false);
  const [isOpen, setOpen] = useState(false);
  // Activated from the lazy trigger: the real trigger takes the focus as it mounts, then the list
  // opens (so closing it gives the focus back to the trigger).
  useEffect(() => {
    if (isActive) setOpen(true);
  }, [isActive]);
  if (!isLazy) return <FullSelect {...props} />;
  if (!isActive) return <LazyTrigger {...props} onActivate={() => setActive(true)} />;
  return (
    <FullSelect
      {...props}
      autoFocus
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        props.onOpenChange?.(open);
      }}
    />
  );
}

function FullSelect({
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
      <OptionList items={items}>{children}</OptionList>
    </AriaSelect>
  );
}

/** The closed Select's looks on a native button, until it is first pressed or opened with an arrow key. */
function LazyTrigger({
  items,
  value,
  defaultValue,
  selectedKey,
  defaultSelectedKey,
  placeholder = 'Select an item',
  isDisabled,
  size = 'md',
  onActivate,
  ...rest
}: SelectProps & { onActivate: () => void }) {
  const key = value ?? defaultValue ?? selectedKey ?? defaultSelectedKey;
  const selected = items?.find((item) => item.id === key);
  return (
    <div className={field}>
      <button
        type="button"
        data-plain=""
        aria-label={rest['aria-label']}
        aria-haspopup="listbox"
        aria-expanded="false"
        disabled={isDisabled}
        className={`${control({ size })} ${s.trigger}`}
        onClick={onActivate}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          onActivate();
        }}
      >
        <span className={s.value} data-placeholder={selected ? undefined : ''}>
          {selected?.label ?? placeholder}
        </span>
        <ChevronDown className={s.chevron} aria-hidden="true" />
      </button>
    </div>
  );
}

/** An option of a `Select` or `ComboBox` given as children. */
export { OptionItem as SelectItem, type OptionItemProps as SelectItemProps } from '../Field/OptionList';
