export { Sidebar, type SidebarGroup, type SidebarItem, type SidebarProps } from './Sidebar';
