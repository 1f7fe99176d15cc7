import { formatCount } from '@warehouse/domain/format';
import type { LowStockItem } from '@warehouse/domain/overview';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  EmptyState,
  Inline,
  PackageCheck,
  PageHeader,
  RefreshCw,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@warehouse/ui';
import { useState } from 'react';
import { TitleWithBadge } from '../placeholder/TitleWithBadge';
import type { PagedListProps } from '../shared/pagedList';
import { useShowMore } from '../shared/useShowMore';

/** Items shown at first, and added by each "Show more". */
const LOW_STOCK_PAGE_SIZE = 50;

export interface LowStockScreenProps extends Pick<PagedListProps, 'total' | 'onLoadMore' | 'isLoading'> {
  /** Most urgent first: all of them, or the pages loaded so far (`total` then counts them all). */
  items: readonly LowStockItem[];
  /** The count beside the title: the number of items (none while loading). */
  badge?: number;
  /** "Reorder" on an item; absent for roles that may not order. */
  onReorder?: (item: LowStockItem) => void;
  /** "Reorder all": a draft purchase order per supplier of everything low; absent for roles that may not order. */
  onReorderAll?: () => unknown;
}

/** Low Stock: the badge and the items below their minimum, current vs minimum, each with "Reorder". */
export function LowStockScreen({
  items,
  badge,
  total,
  onLoadMore,
  isLoading = false,
  onReorder,
  onReorderAll,
}: LowStockScreenProps) {
  const count = isLoading ? undefined : (badge ?? total ?? items.length);
  const { shown, footer } = useShowMore(items, {
    pageSize: LOW_STOCK_PAGE_SIZE,
    noun: 'items',
    resetKey: '',
    total,
    onLoadMore,
  });
  const [drafting, setDrafting] = useState(false);
  const reorderAll = async () => {
    setDrafting(true);
    try {
      await onReorderAll?.();
    } catch {
      // The refusal's notice is the app's to show.
    } finally {
      setDrafting(false);
    }
  };
  return (
    <Stack gap="6">
      <PageHeader
        title={
          <TitleWithBadge badge={count} badgeLabel="items">
            Low Stock
          </TitleWithBadge>
        }
        description="Items at or below their minimum stock level."
        actions={
          onReorderAll &&
          items.length > 0 && (
            <Button icon={RefreshCw} isPending={drafting} onPress={reorderAll}>
              Reorder All
            </Button>
          )
        }
      />
      <Card>
        <CardHeader
          title="Items to reorder"
          level={2}
          description="Current stock compared with each item's minimum."
        />
        <CardContent>
          {isLoading ? (
            <SkeletonGroup label="Loading low stock items">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} lines={2} />
              ))}
            </SkeletonGroup>
          ) : items.length === 0 ? (
            <EmptyState
              icon={PackageCheck}
              title="No low stock items"
              description="Every item is above its minimum."
            />
          ) : (
            <Stack gap="4">
              <Box role="list" aria-label="Low stock items" display="flex" flexDirection="column" gap="4">
                {shown.map((item, index) => (
                  <Stack key={item.productId} role="listitem" aria-label={item.name} gap="4">
                    {index > 0 && <Divider />}
                    <Box
                      display="flex"
                      flexWrap="wrap"
                      alignItems="center"
                      justifyContent="space-between"
                      gap="4"
                    >
                      <Stack gap="1" minWidth="0">
                        <Text weight="semibold">{item.name}</Text>
                        <Text size="sm" tone="muted">
                          {item.category}
                        </Text>
                      </Stack>
                      <Inline gap="6" wrap={false}>
                        <Figure label="Current" value={item.current} tone="critical" />
                        <Figure label="Minimum" value={item.minimum} />
                        {item.onOrder > 0 && <Figure label="On order" value={item.onOrder} />}
                        {item.current < item.minimum && (
                          <Badge tone="critical">{`${formatCount(item.minimum - item.current)} below minimum`}</Badge>
                        )}
                        {onReorder && (
                          <Button
                            variant="outline"
                            size="sm"
                            icon={RefreshCw}
                            onPress={() => onReorder(item)}
                          >
                            Reorder
                          </Button>
                        )}
                      </Inline>
                    </Box>
                  </Stack>
                ))}
              </Box>
              {footer}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

function Figure({
  label,
  value,
  tone = 'default',
}: {
  label: string;
  value: number;
  tone?: 'default' | 'critical';
}) {
  return (
    <Stack gap="0.5" align="flex-end">
      <Text size="xs" tone="muted">
        {label}
      </Text>
      <Text weight="semibold" tone={tone} tabular>
        {formatCount(value)}
      </Text>
    </Stack>
  );
}
