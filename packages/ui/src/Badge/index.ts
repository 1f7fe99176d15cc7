export {
  Badge,
  BadgeAnchor,
  type BadgeAnchorProps,
  type BadgeProps,
  type BadgeVariant,
  CountBadge,
  type CountBadgeProps,
} from './Badge';
