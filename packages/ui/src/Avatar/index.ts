export { Avatar, type AvatarProps, type AvatarSize, initials } from './Avatar';
