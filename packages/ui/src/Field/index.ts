export {
  type FieldBaseProps,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldOption,
  OptionItem,
  type OptionItemProps,
} from './FieldParts';
