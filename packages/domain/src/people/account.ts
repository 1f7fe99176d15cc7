import type { Cents } from '../format/money';
import type { Tone } from '../notices/tone';

/** §2.5 User Account Management order statuses. */
export type AccountOrderStatus = 'Delivered' | 'Shipped' | 'Processing';

export const ACCOUNT_ORDER_STATUS_TONES: Readonly<Record<AccountOrderStatus, Tone>> = {
  Delivered: 'positive',
  Shipped: 'info',
  Processing: 'caution',
};

export interface AccountOrder {
  id: string;
  date: string;
  status: AccountOrderStatus;
  total: Cents;
  items: number;
}

export interface AccountInvoice {
  id: string;
  order: string;
  date: string;
  amount: Cents;
}

export interface WishlistItem {
  name: string;
  price: Cents;
  inStock: boolean;
}

export interface AccountAddress {
  type: string;
  address: string;
  city: string;
  isDefault: boolean;
}

export interface AccountProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
}

export interface Reward {
  name: string;
  points: number;
  available: boolean;
}

export interface PointsHistoryEntry {
  action: string;
  points: number;
  date: string;
}

type TrackingStepName = 'Order Confirmed' | 'In Transit' | 'Out for Delivery';

export interface TrackingStep {
  name: TrackingStepName;
  date: string;
  completed: boolean;
}

export interface Account {
  orders: AccountOrder[];
  tracking: { orderId: string; steps: TrackingStep[] };
  invoices: AccountInvoice[];
  wishlist: WishlistItem[];
  addresses: AccountAddress[];
  profile: AccountProfile;
  rewards: Reward[];
  pointsBalance: number;
  pointsHistory: PointsHistoryEntry[];
}
