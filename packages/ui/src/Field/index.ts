export { type FieldBaseProps, FieldDescription, FieldError, FieldLabel } from './FieldParts';
export { type FieldOption, OptionItem, type OptionItemProps } from './OptionList';
