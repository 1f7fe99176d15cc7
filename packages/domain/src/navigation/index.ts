// @warehouse/domain/navigation: The side menu: groups, entries and the page each path belongs to.

export {
  activeNavItem,
  LOGOUT_PATH,
  MENU_TITLE,
  NAV_GROUPS,
  type NavGroup,
  type NavItemId,
} from './navigation';
