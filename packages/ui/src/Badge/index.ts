export { Badge, type BadgeProps, type BadgeVariant, CountBadge, type CountBadgeProps } from './Badge';
