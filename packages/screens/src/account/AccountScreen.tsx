import type {
  Account,
  AccountAddress,
  AccountInvoice,
  AccountOrder,
  AccountProfile,
  Reward,
  WishlistItem,
} from '@warehouse/domain/people';
import type { PasswordChange } from '@warehouse/domain/session';
import {
  FileText,
  Gift,
  Heart,
  Lock,
  MapPin,
  PageHeader,
  ShoppingBag,
  Skeleton,
  SkeletonGroup,
  Stack,
  Tabs,
  Truck,
  User,
} from '@warehouse/ui';
import type { ReactNode } from 'react';
import { recordKey } from '../shared/recordKey';
import {
  AddressesPanel,
  InvoicesPanel,
  OrdersPanel,
  PasswordPanel,
  ProfilePanel,
  RewardsPanel,
  TrackPanel,
  WishlistPanel,
} from './AccountPanels';

type AccountTab =
  | 'orders'
  | 'track'
  | 'invoices'
  | 'wishlist'
  | 'addresses'
  | 'profile'
  | 'password'
  | 'rewards';

export interface AccountScreenProps {
  /** The account's orders, tracking, invoices, wishlist, addresses and profile; skeletons until it is loaded. */
  account?: Account;
  /** The rewards offered; defaults to `account.rewards` (domain `sampleRewards`). */
  rewards?: Reward[];
  defaultTab?: AccountTab;
  isLoading?: boolean;
  onViewOrder?: (order: AccountOrder) => void;
  onDownloadInvoice?: (invoice: AccountInvoice) => void;
  onAddToCart?: (item: WishlistItem) => void;
  onRemoveFromWishlist?: (item: WishlistItem) => void;
  onAddAddress?: () => void;
  onEditAddress?: (address: AccountAddress) => void;
  onSaveProfile?: (profile: AccountProfile) => void;
  /** "Update Password" with the checked change; may return a promise (rejecting keeps what was typed). */
  onChangePassword?: (change: PasswordChange) => unknown;
  /** "Redeem" on an available reward. */
  onRedeem?: (reward: Reward) => void;
}

/** User Account Management: orders, tracking, invoices, wishlist, addresses, profile, password and rewards. */
export function AccountScreen({
  account,
  rewards,
  defaultTab = 'orders',
  isLoading = false,
  ...callbacks
}: AccountScreenProps) {
  const loading = (
    <SkeletonGroup label="Loading account">
      <Skeleton shape="block" size="md" />
    </SkeletonGroup>
  );
  const loaded = isLoading ? undefined : account;
  /** A tab's panel once the account is loaded; its forms start from the loaded record. */
  const panel = (content: (account: Account) => ReactNode) => (loaded ? content(loaded) : loading);
  return (
    <Stack gap="6">
      <PageHeader
        title="User Account Management"
        description="Orders, deliveries, invoices, saved items, addresses and rewards in one place."
      />
      <Tabs
        aria-label="Account sections"
        defaultSelectedKey={defaultTab}
        items={[
          {
            id: 'orders',
            label: 'Orders',
            icon: ShoppingBag,
            content: panel((account) => (
              <OrdersPanel orders={account.orders} onViewOrder={callbacks.onViewOrder} />
            )),
          },
          {
            id: 'track',
            label: 'Track',
            icon: Truck,
            content: panel((account) => <TrackPanel tracking={account.tracking} />),
          },
          {
            id: 'invoices',
            label: 'Invoices',
            icon: FileText,
            content: panel((account) => (
              <InvoicesPanel invoices={account.invoices} onDownloadInvoice={callbacks.onDownloadInvoice} />
            )),
          },
          {
            id: 'wishlist',
            label: 'Wishlist',
            icon: Heart,
            content: panel((account) => (
              <WishlistPanel
                wishlist={account.wishlist}
                onAddToCart={callbacks.onAddToCart}
                onRemoveFromWishlist={callbacks.onRemoveFromWishlist}
              />
            )),
          },
          {
            id: 'addresses',
            label: 'Addresses',
            icon: MapPin,
            content: panel((account) => (
              <AddressesPanel
                addresses={account.addresses}
                onAddAddress={callbacks.onAddAddress}
                onEditAddress={callbacks.onEditAddress}
              />
            )),
          },
          {
            id: 'profile',
            label: 'Profile',
            icon: User,
            content: panel((account) => (
              <ProfilePanel
                key={recordKey(account.profile)}
                profile={account.profile}
                onSaveProfile={callbacks.onSaveProfile}
              />
            )),
          },
          {
            id: 'password',
            label: 'Password',
            icon: Lock,
            content: panel((_account) => <PasswordPanel onChangePassword={callbacks.onChangePassword} />),
          },
          {
            id: 'rewards',
            label: 'Rewards',
            icon: Gift,
            content: panel((account) => (
              <RewardsPanel
                rewards={rewards ?? account.rewards}
                pointsBalance={account.pointsBalance}
                pointsHistory={account.pointsHistory}
                onRedeem={callbacks.onRedeem}
              />
            )),
          },
        ]}
      />
    </Stack>
  );
}
