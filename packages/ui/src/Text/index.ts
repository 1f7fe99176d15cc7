export { Text, type TextProps, type TextSize, type TextTone, type TextWeight } from './Text';
