import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
  Header,
  Popover,
  type PopoverProps,
  Separator,
} from 'react-aria-components';
import type { IconComponent } from '../icons';
import { surface } from '../Popover/Popover.css';
import * as s from './Menu.css';

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Wraps a trigger button and a `Menu`: pressing the button (or Enter, Space, Arrow Down) opens it. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T extends object = object>
  extends Omit<AriaMenuProps<T>, 'className' | 'style' | 'children' | 'items'> {
  children: ReactNode;
  placement?: PopoverProps['placement'];
}

/** A list of actions in a popover. Items call `onAction(id)` (or their own `onAction`). */
export function Menu<T extends object>({ children, placement = 'bottom end', ...rest }: MenuProps<T>) {
  return (
    <Popover className={surface} placement={placement} offset={4}>
      <AriaMenu {...rest} className={s.menu}>
        {children}
      </AriaMenu>
    </Popover>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'style' | 'children'> {
  children: string;
  icon?: IconComponent;
  /** `destructive` for delete, remove, sign out. */
  tone?: 'default' | 'destructive';
  /** A keyboard shortcut hint, shown at the right. */
  shortcut?: string;
}

export function MenuItem({
  children,
  icon: Icon,
  tone = 'default',
  shortcut,
  textValue,
  ...rest
}: MenuItemProps) {
  return (
    <AriaMenuItem {...rest} textValue={textValue ?? children} className={s.item({ tone })}>
      {Icon && <Icon className={s.itemIcon} aria-hidden="true" />}
      <span className={s.itemLabel}>{children}</span>
      {shortcut && <kbd className={s.shortcut}>{shortcut}</kbd>}
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className={s.separator} />;
}

export interface MenuSectionProps {
  /** A small heading over the section's items. */
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function MenuSection({ title, children, ...rest }: MenuSectionProps) {
  return (
    <AriaMenuSection {...rest}>
      {title && <Header className={s.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}
