// The option lists of Select and ComboBox, apart from FieldParts: a module goes into the bundle
// whole, so a text field (the login's) would otherwise bring the list box and popover with it.
import type { ReactNode } from 'react';
import {
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  ListBox,
  ListBoxLoadMoreItem,
  Popover,
  VisuallyHidden,
} from 'react-aria-components';
import { Check } from '../icons';
import { listSurface } from '../Popover/Popover.css';
import { Spinner } from '../Spinner/Spinner';
import * as s from './field.css';

/** An option of a Select or ComboBox given as data. */
export interface FieldOption {
  id: string | number;
  label: string;
  /** A short second line. */
  description?: string;
  isDisabled?: boolean;
}

export interface OptionItemProps extends Omit<AriaListBoxItemProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** An option in a Select or ComboBox list, with a check mark when selected. */
export function OptionItem({ children, textValue, ...rest }: OptionItemProps) {
  return (
    <AriaListBoxItem
      {...rest}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={s.option}
    >
      {({ isSelected }) => (
        <>
          <span className={s.optionLabel}>{children}</span>
          {isSelected && <Check className={s.optionCheck} aria-hidden="true" />}
        </>
      )}
    </AriaListBoxItem>
  );
}

/** A spinner, and what it means said to screen readers (the spinner itself is hidden from them). */
function Busy({ label }: { label: string }) {
  return (
    <>
      <Spinner />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/** How an open list goes on: what it says when empty, and the next options as its end comes into view. */
export interface OptionListMore {
  /** Said when no option is left (otherwise the list closes). */
  emptyText?: string;
  /** More options are being read: a spinner ends the list. */
  isLoading?: boolean;
  /** Reads more options once the list's end scrolls into view; absent when there are no more. */
  onLoadMore?: () => void;
}

/** The popover list of a Select or ComboBox: its options given as data, or as children. */
export function OptionList({
  items,
  children,
  emptyText,
  isLoading,
  onLoadMore,
}: { items?: readonly FieldOption[]; children?: ReactNode } & OptionListMore) {
  return (
    <Popover className={listSurface} offset={4} placement="bottom start">
      <ListBox
        className={s.listBox}
        {...(emptyText === undefined
          ? {}
          : {
              renderEmptyState: () => (
                <div className={s.listNote}>{isLoading ? <Busy label="Loading" /> : emptyText}</div>
              ),
            })}
      >
        {items
          ? items.map((item) => (
              <OptionItem key={item.id} id={item.id} isDisabled={item.isDisabled} textValue={item.label}>
                {item.label}
              </OptionItem>
            ))
          : children}
        {/* An empty list says it is loading in its empty state instead. */}
        {(onLoadMore || isLoading) && items?.length !== 0 && (
          <ListBoxLoadMoreItem className={s.listNote} isLoading={isLoading} onLoadMore={onLoadMore}>
            <Busy label="Loading more" />
          </ListBoxLoadMoreItem>
        )}
      </ListBox>
    </Popover>
  );
}
