import type { Key, ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import { CountBadge } from '../Badge';
import type { IconComponent } from '../icons';
import * as s from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  icon?: IconComponent;
  /** A count beside the label. */
  badge?: number;
  isDisabled?: boolean;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list. */
  'aria-label': string;
  items: TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
}

/** Tabs on react-aria: arrow keys move between tabs, Home/End jump, panels follow the selection. */
export function Tabs({
  'aria-label': ariaLabel,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
}: TabsProps) {
  return (
    <AriaTabs
      className={s.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={ariaLabel} className={s.tabList} items={items}>
        {(item) => (
          <Tab id={item.id} className={s.tab}>
            {item.icon && <item.icon size={16} aria-hidden="true" />}
            {item.label}
            {item.badge !== undefined && <CountBadge count={item.badge} tone="neutral" variant="subtle" />}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={s.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
