import { formatCount } from '@warehouse/domain/format';
import type {
  DashboardLowStockItem,
  RecentOrder,
  StatCard as StatCardData,
} from '@warehouse/domain/overview';
import { SALE_STATUS_LABELS, SALE_STATUS_TONES } from '@warehouse/domain/pos';
import {
  Alert,
  AlertTriangle,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  ChevronDown,
  ClipboardList,
  DollarSign,
  Grid,
  type IconComponent,
  Inline,
  Link,
  List,
  Menu,
  MenuItem,
  MenuTrigger,
  Package,
  PageHeader,
  Plus,
  RefreshCw,
  ShoppingCart,
  Skeleton,
  SkeletonGroup,
  Stack,
  StatCard,
  Text,
  Truck,
  Zap,
} from '@warehouse/ui';
import { Money } from '../shared/money';

export type QuickActionId = 'add-product' | 'new-sale' | 'create-purchase-order' | 'create-delivery';

/** The "Quick Actions" menu. */
const QUICK_ACTIONS: readonly { id: QuickActionId; label: string; icon: IconComponent }[] = [
  { id: 'add-product', label: 'Add Product', icon: Plus },
  { id: 'new-sale', label: 'New Sale', icon: ShoppingCart },
  { id: 'create-purchase-order', label: 'Create Purchase Order', icon: ClipboardList },
  { id: 'create-delivery', label: 'Create Delivery', icon: Truck },
];

const STAT_ICONS: readonly IconComponent[] = [DollarSign, ShoppingCart, Package, AlertTriangle];

export interface DashboardScreenProps {
  /** The four summary cards (title, value, change, positive or negative). */
  stats: readonly StatCardData[];
  recentOrders: readonly RecentOrder[];
  lowStock: readonly DashboardLowStockItem[];
  isLoading?: boolean;
  /** The quick actions the user may take, in the menu's order (all of them when not given). */
  quickActions?: readonly QuickActionId[];
  onQuickAction: (id: QuickActionId) => void;
  /** Opens the sales list; without it (a role that does not see sales) no View All button. */
  onViewAllOrders?: () => void;
  /** Opens a purchase order for the item; without it (a role that does not order) no Restock button. */
  onRestock?: (item: DashboardLowStockItem) => void;
  /** Purchase orders past their expected delivery day, and where they are listed. */
  latePurchaseOrders?: number;
  latePurchaseOrdersHref?: string;
}

/** The dashboard (§2.5): Quick Actions, four summary cards, Recent Orders and the Low Stock Alert. */
export function DashboardScreen({
  stats,
  recentOrders,
  lowStock,
  isLoading = false,
  quickActions = QUICK_ACTIONS.map((action) => action.id),
  onQuickAction,
  onViewAllOrders,
  onRestock,
  latePurchaseOrders = 0,
  latePurchaseOrdersHref,
}: DashboardScreenProps) {
  return (
    <Stack gap="6">
      <PageHeader
        title="Dashboard"
        description="An overview of sales (net of returns), orders and stock across your warehouse."
        actions={
          quickActions.length > 0 && (
            <MenuTrigger>
              <Button icon={Zap} iconEnd={ChevronDown}>
                Quick Actions
              </Button>
              <Menu aria-label="Quick Actions" onAction={(key) => onQuickAction(key as QuickActionId)}>
                {QUICK_ACTIONS.filter((action) => quickActions.includes(action.id)).map((action) => (
                  <MenuItem key={action.id} id={action.id} icon={action.icon}>
                    {action.label}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          )
        }
      />
      {isLoading ? (
        <DashboardSkeleton />
      ) : (
        <>
          {latePurchaseOrders > 0 && (
            <Alert
              tone="critical"
              title={`${formatCount(latePurchaseOrders)} ${latePurchaseOrders === 1 ? 'purchase order is' : 'purchase orders are'} late`}
              action={
                latePurchaseOrdersHref && (
                  <Link href={latePurchaseOrdersHref} appearance="outline" buttonSize="sm">
                    View Late Orders
                  </Link>
                )
              }
            >
              Past their expected delivery day and not yet received.
            </Alert>
          )}
          <Grid columns={4}>
            {stats.map((stat, index) => (
              <StatCard
                key={stat.title}
                title={stat.title}
                value={stat.value}
                change={stat.change}
                changeType={stat.changeType}
                icon={STAT_ICONS[index % STAT_ICONS.length]}
              />
            ))}
          </Grid>
          <Grid columns={2}>
            <Card fill>
              <CardHeader
                level={2}
                title="Recent Orders"
                description="The latest orders placed in the store."
                actions={
                  onViewAllOrders && (
                    <Button variant="outline" size="sm" onPress={onViewAllOrders}>
                      View All
                    </Button>
                  )
                }
              />
              <CardContent>
                <List
                  aria-label="Recent Orders"
                  items={[...recentOrders]}
                  getKey={(order) => order.id}
                  emptyState="No orders yet."
                  renderItem={(order) => ({
                    title: order.id,
                    description: order.customer,
                    icon: ShoppingCart,
                    trailing: (
                      <Inline gap="3" wrap={false}>
                        <Text weight="semibold" tabular>
                          <Money amount={order.amount} />
                        </Text>
                        <Badge tone={SALE_STATUS_TONES[order.status]}>
                          {SALE_STATUS_LABELS[order.status]}
                        </Badge>
                      </Inline>
                    ),
                  })}
                />
              </CardContent>
            </Card>
            <Card fill>
              <CardHeader
                level={2}
                title="Low Stock Alert"
                description="Items at or below their threshold."
              />
              <CardContent>
                <List
                  aria-label="Low Stock Alert"
                  items={[...lowStock]}
                  getKey={(item) => item.name}
                  emptyState="Every item is above its threshold."
                  renderItem={(item) => ({
                    title: item.name,
                    description: `Threshold ${item.threshold}`,
                    icon: AlertTriangle,
                    trailing: (
                      <Inline gap="3" wrap={false}>
                        <Badge tone={item.stock === 0 ? 'critical' : 'caution'}>{`${item.stock} left`}</Badge>
                        {onRestock && (
                          <Button
                            variant="outline"
                            size="sm"
                            icon={RefreshCw}
                            aria-label={`Restock ${item.name}`}
                            onPress={() => onRestock(item)}
                          >
                            Restock
                          </Button>
                        )}
                      </Inline>
                    ),
                  })}
                />
              </CardContent>
            </Card>
          </Grid>
        </>
      )}
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <SkeletonGroup label="Loading dashboard">
      <Stack gap="6">
        <Grid columns={4}>
          {[1, 2, 3, 4].map((n) => (
            <Card key={n}>
              <Stack gap="3">
                <Skeleton width="1/2" />
                <Skeleton size="lg" width="3/4" />
                <Skeleton width="1/2" size="sm" />
              </Stack>
            </Card>
          ))}
        </Grid>
        <Grid columns={2}>
          {[1, 2].map((n) => (
            <Card key={n}>
              <Stack gap="4">
                <Skeleton width="1/4" />
                <Skeleton lines={4} />
              </Stack>
            </Card>
          ))}
        </Grid>
      </Stack>
    </SkeletonGroup>
  );
}
