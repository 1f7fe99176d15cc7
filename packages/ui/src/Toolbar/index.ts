export { ButtonGroup, type ButtonGroupProps, Toolbar, type ToolbarProps } from './Toolbar';
