import { formatCount, formatDay } from '@warehouse/domain/format';
import {
  ACCOUNT_ORDER_STATUS_TONES,
  type AccountAddress,
  type AccountInvoice,
  type AccountOrder,
  type AccountProfile,
  type PointsHistoryEntry,
  type Reward,
  type TrackingStep,
  type WishlistItem,
} from '@warehouse/domain/people';
import { canRedeem, redeemLabel } from '@warehouse/domain/pos';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  DataTable,
  type DataTableColumn,
  DatePicker,
  Download,
  Eye,
  Gift,
  Grid,
  Heading,
  Home,
  IconButton,
  Inline,
  MapPin,
  Pencil,
  Plus,
  parseDate,
  Save,
  ShoppingCart,
  Stack,
  Star,
  Text,
  TextField,
  Timeline,
  type TimelineStep,
  Trash2,
} from '@warehouse/ui';
import { type ReactNode, useState } from 'react';
import { Money } from '../shared/money';
import { PasswordForm, type PasswordFormProps } from '../shared/PasswordForm';

function Panel({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} level={2} description={description} actions={actions} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/* ---------------------------------------------------------------- Orders */

export function OrdersPanel({
  orders,
  onViewOrder,
}: {
  orders: AccountOrder[];
  onViewOrder?: (order: AccountOrder) => void;
}) {
  const columns: DataTableColumn<AccountOrder>[] = [
    {
      id: 'id',
      header: 'Order ID',
      isRowHeader: true,
      cell: (o) => (
        <Text weight="medium" tabular>
          {o.id}
        </Text>
      ),
    },
    { id: 'date', header: 'Date', cell: (o) => formatDay(o.date) },
    {
      id: 'items',
      header: 'Items',
      align: 'end',
      width: 100,
      cell: (o) => <Text tabular>{formatCount(o.items)}</Text>,
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      cell: (o) => (
        <Text tabular>
          <Money amount={o.total} />
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (o) => <Badge tone={ACCOUNT_ORDER_STATUS_TONES[o.status]}>{o.status}</Badge>,
    },
  ];
  return (
    <Panel title="Order History" description="Your recent orders and their status.">
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={orders}
        getRowId={(o) => o.id}
        rowActionsWidth={80}
        rowActions={(o) => (
          <IconButton icon={Eye} size="sm" aria-label={`View ${o.id}`} onPress={() => onViewOrder?.(o)} />
        )}
        emptyState="No orders yet."
      />
    </Panel>
  );
}

/* ----------------------------------------------------------------- Track */

/** Completed steps are done; the first open step is current; the rest are upcoming. */
function timelineSteps(steps: TrackingStep[]): TimelineStep[] {
  const currentIndex = steps.findIndex((step) => !step.completed);
  return steps.map((step, index) => ({
    id: step.name,
    title: step.name,
    time: formatDay(step.date),
    status: step.completed ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}

export function TrackPanel({ tracking }: { tracking: { orderId: string; steps: TrackingStep[] } }) {
  return (
    <Panel title="Track Order" description={`Order ${tracking.orderId}`}>
      <Timeline aria-label={`Tracking for ${tracking.orderId}`} steps={timelineSteps(tracking.steps)} />
    </Panel>
  );
}

/* -------------------------------------------------------------- Invoices */

export function InvoicesPanel({
  invoices,
  onDownloadInvoice,
}: {
  invoices: AccountInvoice[];
  onDownloadInvoice?: (invoice: AccountInvoice) => void;
}) {
  const columns: DataTableColumn<AccountInvoice>[] = [
    {
      id: 'id',
      header: 'Invoice',
      isRowHeader: true,
      cell: (i) => (
        <Text weight="medium" tabular>
          {i.id}
        </Text>
      ),
    },
    { id: 'order', header: 'Order', cell: (i) => <Text tabular>{i.order}</Text> },
    { id: 'date', header: 'Date', cell: (i) => formatDay(i.date) },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (i) => (
        <Text tabular>
          <Money amount={i.amount} />
        </Text>
      ),
    },
  ];
  return (
    <Panel title="Invoices" description="Download invoices for your orders.">
      <DataTable
        aria-label="Invoices"
        columns={columns}
        rows={invoices}
        getRowId={(i) => i.id}
        rowActionsWidth={80}
        rowActions={(i) => (
          <IconButton
            icon={Download}
            size="sm"
            aria-label={`Download ${i.id}`}
            onPress={() => onDownloadInvoice?.(i)}
          />
        )}
        emptyState="No invoices yet."
      />
    </Panel>
  );
}

/* -------------------------------------------------------------- Wishlist */

export function WishlistPanel({
  wishlist,
  onAddToCart,
  onRemoveFromWishlist,
}: {
  wishlist: WishlistItem[];
  onAddToCart?: (item: WishlistItem) => void;
  onRemoveFromWishlist?: (item: WishlistItem) => void;
}) {
  return (
    <Panel title="Wishlist" description="Items you saved for later.">
      <Grid columns={3} role="list" aria-label="Wishlist">
        {wishlist.map((item) => (
          <Card key={item.name} as="li" variant="outline" aria-label={item.name}>
            <Stack gap="2">
              <Heading level={3} size="sm">
                {item.name}
              </Heading>
              <Inline justify="space-between">
                <Text size="lg" weight="semibold" tabular>
                  <Money amount={item.price} />
                </Text>
                <Badge tone={item.inStock ? 'positive' : 'critical'}>
                  {item.inStock ? 'In Stock' : 'Out of Stock'}
                </Badge>
              </Inline>
            </Stack>
            <CardFooter justify="between">
              <Button
                size="sm"
                icon={ShoppingCart}
                isDisabled={!item.inStock}
                onPress={() => onAddToCart?.(item)}
              >
                Add to Cart
              </Button>
              <IconButton
                icon={Trash2}
                size="sm"
                aria-label={`Remove ${item.name}`}
                onPress={() => onRemoveFromWishlist?.(item)}
              />
            </CardFooter>
          </Card>
        ))}
      </Grid>
    </Panel>
  );
}

/* ------------------------------------------------------------- Addresses */

export function AddressesPanel({
  addresses,
  onAddAddress,
  onEditAddress,
}: {
  addresses: AccountAddress[];
  onAddAddress?: () => void;
  onEditAddress?: (address: AccountAddress) => void;
}) {
  return (
    <Panel
      title="Addresses"
      description="Where your orders are delivered."
      actions={
        <Button size="sm" variant="outline" icon={Plus} onPress={() => onAddAddress?.()}>
          Add Address
        </Button>
      }
    >
      <Grid columns={2} role="list" aria-label="Addresses">
        {addresses.map((address) => (
          <Card
            key={`${address.type}-${address.address}`}
            as="li"
            variant="outline"
            aria-label={address.type}
          >
            <Inline justify="space-between">
              <Inline gap="2">
                <Text tone="muted">
                  {address.type === 'Home' ? (
                    <Home size={16} aria-hidden="true" />
                  ) : (
                    <MapPin size={16} aria-hidden="true" />
                  )}
                </Text>
                <Heading level={3} size="sm">
                  {address.type}
                </Heading>
              </Inline>
              {address.isDefault && (
                <Badge tone="info" icon={Star}>
                  Default
                </Badge>
              )}
            </Inline>
            <Stack gap="0.5">
              <Text>{address.address}</Text>
              <Text tone="muted">{address.city}</Text>
            </Stack>
            <CardFooter justify="start">
              <Button size="sm" variant="outline" icon={Pencil} onPress={() => onEditAddress?.(address)}>
                Edit
              </Button>
            </CardFooter>
          </Card>
        ))}
      </Grid>
    </Panel>
  );
}

/* --------------------------------------------------------------- Profile */

export function ProfilePanel({
  profile: initial,
  onSaveProfile,
}: {
  profile: AccountProfile;
  onSaveProfile?: (profile: AccountProfile) => void;
}) {
  const [profile, setProfile] = useState(initial);
  const set = (patch: Partial<AccountProfile>) => setProfile((p) => ({ ...p, ...patch }));
  const birthDate = safeParseDate(profile.dateOfBirth);
  return (
    <Panel title="Profile" description="Your personal information.">
      <Stack gap="5">
        <Grid columns={2}>
          <TextField
            label="First Name"
            value={profile.firstName}
            onChange={(firstName) => set({ firstName })}
          />
          <TextField label="Last Name" value={profile.lastName} onChange={(lastName) => set({ lastName })} />
          <TextField label="Email" type="email" value={profile.email} onChange={(email) => set({ email })} />
          <TextField label="Phone" type="tel" value={profile.phone} onChange={(phone) => set({ phone })} />
          <DatePicker
            label="Date of Birth"
            value={birthDate}
            onChange={(date) => set({ dateOfBirth: date ? date.toString() : '' })}
          />
        </Grid>
        <Inline justify="flex-end">
          <Button icon={Save} onPress={() => onSaveProfile?.(profile)}>
            Save Profile
          </Button>
        </Inline>
      </Stack>
    </Panel>
  );
}

function safeParseDate(value: string) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/* -------------------------------------------------------------- Password */

export function PasswordPanel({ onChangePassword }: PasswordFormProps) {
  return (
    <Panel title="Change Password" description="Use a strong password you don't use elsewhere.">
      <PasswordForm onChangePassword={onChangePassword} />
    </Panel>
  );
}

/* --------------------------------------------------------------- Rewards */

export function RewardsPanel({
  rewards,
  pointsBalance,
  pointsHistory,
  onRedeem,
}: {
  rewards: Reward[];
  pointsBalance: number;
  pointsHistory: PointsHistoryEntry[];
  onRedeem?: (reward: Reward) => void;
}) {
  return (
    <Stack gap="4">
      <Card aria-label="Points Balance">
        <Inline justify="space-between" gap="4">
          <Stack gap="1">
            <Text tone="muted">Points Balance</Text>
            <Text size="3xl" weight="bold" tabular>
              {formatCount(pointsBalance)}
            </Text>
          </Stack>
          <Box display="inline-flex" padding="3" borderRadius="full" background="sunken">
            <Text tone="accent">
              <Gift size={24} aria-hidden="true" />
            </Text>
          </Box>
        </Inline>
      </Card>
      <Panel title="Available Rewards" description="Redeem your points for rewards.">
        <Grid columns={4} role="list" aria-label="Rewards">
          {rewards.map((reward) => (
            <Card key={reward.name} as="li" variant="outline" aria-label={reward.name}>
              <Stack gap="1">
                <Heading level={3} size="sm">
                  {reward.name}
                </Heading>
                <Text tone="muted" tabular>{`${formatCount(reward.points)} points`}</Text>
              </Stack>
              <CardFooter justify="start">
                <Button
                  size="sm"
                  fullWidth
                  variant={canRedeem(reward) ? 'primary' : 'secondary'}
                  isDisabled={!canRedeem(reward)}
                  onPress={() => onRedeem?.(reward)}
                >
                  {redeemLabel(reward)}
                </Button>
              </CardFooter>
            </Card>
          ))}
        </Grid>
      </Panel>
      <Panel title="Points History" description="How you earned and spent your points.">
        <DataTable
          aria-label="Points history"
          columns={[
            { id: 'action', header: 'Activity', isRowHeader: true, width: '2fr', cell: (e) => e.action },
            { id: 'date', header: 'Date', cell: (e) => formatDay(e.date) },
            {
              id: 'points',
              header: 'Points',
              align: 'end',
              cell: (e) => (
                <Text weight="semibold" tone={e.points < 0 ? 'critical' : 'positive'} tabular>
                  {`${e.points > 0 ? '+' : ''}${formatCount(e.points)}`}
                </Text>
              ),
            },
          ]}
          rows={pointsHistory}
          getRowId={(e) => `${e.date}-${e.action}`}
          emptyState="No points activity yet."
        />
      </Panel>
    </Stack>
  );
}
