import type { ReactNode } from 'react';
import { GridList, GridListItem, type Key, type Selection, type SelectionMode } from 'react-aria-components';
import { Check, type IconComponent } from '../icons';
import * as s from './List.css';

export interface ListItemParts {
  /** The item's text (also what type-ahead matches). */
  title: string;
  description?: ReactNode;
  icon?: IconComponent;
  /** Badges or buttons at the end of the row. */
  trailing?: ReactNode;
  isDisabled?: boolean;
}

export interface ListProps<T> {
  'aria-label': string;
  items: T[];
  getKey: (item: T) => Key;
  /** How an item shows: title, description, icon and trailing content. */
  renderItem: (item: T) => ListItemParts;
  selectionMode?: SelectionMode;
  selectedKeys?: Iterable<Key> | 'all';
  defaultSelectedKeys?: Iterable<Key> | 'all';
  onSelectionChange?: (keys: Selection) => void;
  /** Pressing an item (Enter or click) with no selection mode, or a double action. */
  onAction?: (key: Key) => void;
  emptyState?: ReactNode;
}

/** An interactive list on react-aria's GridList: arrow keys, type-ahead, selection and item actions. */
export function List<T>({
  'aria-label': ariaLabel,
  items,
  getKey,
  renderItem,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onAction,
  emptyState,
}: ListProps<T>) {
  const rows = items.map((item) => ({ id: getKey(item), parts: renderItem(item) }));
  return (
    <GridList
      aria-label={ariaLabel}
      className={s.list}
      items={rows}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange}
      onAction={onAction}
      disabledKeys={rows.filter((row) => row.parts.isDisabled).map((row) => row.id)}
      renderEmptyState={() => <div className={s.empty}>{emptyState ?? 'Nothing here yet.'}</div>}
    >
      {(row) => {
        const { title, description, icon: Icon, trailing } = row.parts;
        return (
          <GridListItem id={row.id} textValue={title} className={s.item}>
            {({ isSelected }) => (
              <>
                {Icon && (
                  <span className={s.icon} aria-hidden="true">
                    <Icon size={18} />
                  </span>
                )}
                <span className={s.text}>
                  <span className={s.title}>{title}</span>
                  {description && <span className={s.description}>{description}</span>}
                </span>
                {trailing && <span className={s.trailing}>{trailing}</span>}
                {selectionMode !== 'none' && isSelected && (
                  <Check size={16} aria-hidden="true" className={s.check} />
                )}
              </>
            )}
          </GridListItem>
        );
      }}
    </GridList>
  );
}
