import { memo, type ReactNode, useId } from 'react';
import { Button as AriaButton, Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import { CountBadge } from '../Badge';
import { type IconComponent, PanelLeftClose, PanelLeftOpen, X } from '../icons';
import { Tooltip } from '../Tooltip';
import * as s from './Sidebar.css';

export interface SidebarItem {
  id: string;
  label: string;
  icon: IconComponent;
  /** A route: the item is a react-aria Link, routed by the app's RouterProvider. */
  href?: string;
  /** Without `href`, the item is a button (e.g. Logout). */
  onPress?: () => void;
  /** A count shown beside the label (a dot-sized count on the icon when collapsed). */
  badge?: number;
  /** Marks the current page; otherwise `currentHref` on the Sidebar decides. */
  isActive?: boolean;
  /** Shown in the critical colour, e.g. Logout. */
  isDestructive?: boolean;
}

export interface SidebarGroup {
  id: string;
  title: string;
  items: SidebarItem[];
}

export interface SidebarProps {
  /** The product name at the top, e.g. "Warehouse". */
  title: string;
  /** The mark beside the title (also shown when collapsed). */
  logo?: IconComponent;
  groups: SidebarGroup[];
  /** The current route; the item with this `href` gets `aria-current="page"`. */
  currentHref?: string;
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
  /** In a drawer: the header's button closes the menu instead of collapsing it. */
  onClose?: () => void;
  /** The navigation landmark's name. */
  'aria-label'?: string;
}

/** The collapsible side menu: 256 px expanded, 64 px collapsed (icons with tooltips). */
export function Sidebar({
  title,
  logo: Logo,
  groups,
  currentHref,
  isCollapsed,
  onCollapsedChange,
  onClose,
  'aria-label': ariaLabel = 'Main navigation',
}: SidebarProps) {
  const collapsed = isCollapsed;
  return (
    <nav aria-label={ariaLabel} className={s.sidebar({ collapsed })} data-collapsed={collapsed || undefined}>
      <div className={s.header({ collapsed })}>
        {!collapsed && (
          <div className={s.brand}>
            {Logo && (
              <span className={s.brandMark} aria-hidden="true">
                <Logo size={16} />
              </span>
            )}
            <span>{title}</span>
          </div>
        )}
        {onClose ? (
          <AriaButton className={s.toggle} aria-label="Close menu" onPress={onClose}>
            <X size={18} aria-hidden="true" />
          </AriaButton>
        ) : (
          <AriaButton
            className={s.toggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onPress={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? (
              <PanelLeftOpen size={18} aria-hidden="true" />
            ) : (
              <PanelLeftClose size={18} aria-hidden="true" />
            )}
          </AriaButton>
        )}
      </div>
      <div className={s.scroller}>
        {groups.map((group) => (
          <SidebarSection key={group.id} group={group} collapsed={collapsed} currentHref={currentHref} />
        ))}
      </div>
    </nav>
  );
}

function SidebarSection({
  group,
  collapsed,
  currentHref,
}: {
  group: SidebarGroup;
  collapsed: boolean;
  currentHref?: string;
}) {
  const titleId = useId();
  return (
    <div className={s.group}>
      {collapsed ? (
        <>
          <div className={s.groupRule} aria-hidden="true" />
          <VisuallyHidden id={titleId}>{group.title}</VisuallyHidden>
        </>
      ) : (
        <div id={titleId} className={s.groupTitle}>
          {group.title}
        </div>
      )}
      <ul className={s.list} aria-labelledby={titleId}>
        {group.items.map((item) => (
          <li key={item.id}>
            <SidebarEntry
              item={item}
              collapsed={collapsed}
              isActive={item.isActive ?? (item.href !== undefined && item.href === currentHref)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SidebarEntryProps {
  item: SidebarItem;
  collapsed: boolean;
  isActive: boolean;
}

/**
 * One entry, memoized on what it shows: moving to another page re-renders the two entries whose
 * active state changed, not the whole menu (the caller may rebuild the item objects each time).
 */
const SidebarEntry = memo(
  SidebarEntryView,
  (a: SidebarEntryProps, b: SidebarEntryProps) =>
    a.collapsed === b.collapsed &&
    a.isActive === b.isActive &&
    (Object.keys(a.item) as (keyof SidebarItem)[]).length === Object.keys(b.item).length &&
    (Object.keys(a.item) as (keyof SidebarItem)[]).every((key) => a.item[key] === b.item[key]),
);

function SidebarEntryView({ item, collapsed, isActive }: SidebarEntryProps) {
  const Icon = item.icon;
  const className = s.item({ destructive: !!item.isDestructive, collapsed });
  const content: ReactNode = (
    <>
      <Icon className={s.itemIcon} aria-hidden="true" />
      {collapsed ? (
        <VisuallyHidden>{item.label}</VisuallyHidden>
      ) : (
        <span className={s.itemLabel}>{item.label}</span>
      )}
      {/* A count of nothing is no badge. */}
      {item.badge !== undefined &&
        item.badge > 0 &&
        (collapsed ? (
          <span className={s.collapsedBadge}>
            <CountBadge count={item.badge} />
          </span>
        ) : (
          <CountBadge count={item.badge} tone="neutral" variant="subtle" />
        ))}
    </>
  );
  const entry = item.href ? (
    <AriaLink
      href={item.href}
      className={className}
      aria-current={isActive ? 'page' : undefined}
      onPress={item.onPress}
    >
      {content}
    </AriaLink>
  ) : (
    <AriaButton className={className} onPress={item.onPress}>
      {content}
    </AriaButton>
  );
  if (!collapsed) return entry;
  return (
    <Tooltip content={item.label} placement="right">
      {entry}
    </Tooltip>
  );
}
