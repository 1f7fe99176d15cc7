export { List, type ListItemParts, type ListProps } from './List';
