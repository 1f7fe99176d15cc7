export { RowButton, type RowButtonProps } from './RowButton';
