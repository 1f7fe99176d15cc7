import type { AppNotification, NotificationKind } from '@warehouse/domain/overview';
import {
  AlertTriangle,
  Bell,
  Bike,
  Box,
  Card,
  CardContent,
  CardHeader,
  Clock,
  Database,
  Divider,
  EmptyState,
  type IconComponent,
  Inline,
  PageHeader,
  ShoppingCart,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  type Tone,
} from '@warehouse/ui';
import { TitleWithBadge } from '../placeholder/TitleWithBadge';
import type { PagedListProps } from '../shared/pagedList';
import { useShowMore } from '../shared/useShowMore';

export interface NotificationsScreenProps extends Pick<PagedListProps, 'total' | 'onLoadMore' | 'isLoading'> {
  /** All of them, or the pages loaded so far (`total` then counts them all). */
  notifications: readonly AppNotification[];
  /** The count beside the title (the spec's fixture: 3); else `total` once known. None while loading. */
  badge?: number;
}

/** Notifications shown at first, and added by each "Show more". */
const NOTIFICATIONS_PAGE_SIZE = 50;

const kindIcon: Record<NotificationKind, { icon: IconComponent; tone: Tone; label: string }> = {
  low_stock: { icon: AlertTriangle, tone: 'caution', label: 'Low stock' },
  new_order: { icon: ShoppingCart, tone: 'info', label: 'New order' },
  rider_assignment: { icon: Bike, tone: 'positive', label: 'Rider assignment' },
  late_purchase_order: { icon: Clock, tone: 'critical', label: 'Late purchase order' },
  backup_failed: { icon: Database, tone: 'critical', label: 'Backup failed' },
};

/** Notifications: the badge and the static examples (low stock, new order, rider assignment). */
export function NotificationsScreen({
  notifications,
  badge,
  total,
  onLoadMore,
  isLoading = false,
}: NotificationsScreenProps) {
  const count = isLoading ? undefined : (badge ?? total);
  const { shown, footer } = useShowMore(notifications, {
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    noun: 'notifications',
    resetKey: '',
    total,
    onLoadMore,
  });
  return (
    <Stack gap="6">
      <PageHeader
        title={
          <TitleWithBadge badge={count} badgeLabel="unread">
            Notifications
          </TitleWithBadge>
        }
        description="Alerts about stock, orders and riders."
      />
      <Card>
        <CardHeader title="Recent" level={2} description="The latest activity in your warehouse." />
        <CardContent>
          {isLoading ? (
            <SkeletonGroup label="Loading notifications">
              {[0, 1, 2].map((i) => (
                <Inline key={i} gap="3" wrap={false} align="flex-start">
                  <Skeleton shape="circle" size="sm" />
                  <Skeleton lines={2} />
                </Inline>
              ))}
            </SkeletonGroup>
          ) : notifications.length === 0 ? (
            <EmptyState icon={Bell} title="No notifications" description="You're all caught up." />
          ) : (
            <Stack gap="4">
              <Box role="list" aria-label="Notifications" display="flex" flexDirection="column" gap="4">
                {shown.map((item, index) => {
                  const kind = kindIcon[item.kind];
                  return (
                    <Stack key={item.id} role="listitem" gap="4">
                      {index > 0 && <Divider />}
                      <Box display="flex" gap="3" alignItems="flex-start">
                        <Box
                          display="inline-flex"
                          alignItems="center"
                          justifyContent="center"
                          padding="2"
                          borderRadius="full"
                          background="sunken"
                          flexShrink="0"
                        >
                          <Text tone={kind.tone}>
                            <kind.icon size={18} aria-label={kind.label} role="img" />
                          </Text>
                        </Box>
                        <Stack gap="1" flexGrow="1" minWidth="0">
                          <Inline justify="space-between" gap="2">
                            <Text weight="semibold">{item.title}</Text>
                            <Text size="sm" tone="muted">
                              {item.time}
                            </Text>
                          </Inline>
                          <Text tone="muted">{item.message}</Text>
                        </Stack>
                      </Box>
                    </Stack>
                  );
                })}
              </Box>
              {footer}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
