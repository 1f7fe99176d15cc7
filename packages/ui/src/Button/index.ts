export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonIconSize } from './Button';
