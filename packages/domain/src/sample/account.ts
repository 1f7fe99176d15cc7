import type { Account } from '../people/account';
import { REWARD_POINTS_BALANCE, withAvailability } from '../pos/rewards';

/** §2.5 User Account Management tabs. */
export const ACCOUNT_TABS = [
  'Orders',
  'Track',
  'Invoices',
  'Wishlist',
  'Addresses',
  'Profile',
  'Password',
  'Rewards',
] as const;

/** §2.5 Sample rewards at 1000, 500, 2500 and 5000 points; availability derived from the 2450 balance. */
export const sampleRewards = withAvailability(
  [
    { name: '$10 Off Your Next Order', points: 1000 },
    { name: 'Free Shipping', points: 500 },
    { name: '$25 Gift Card', points: 2500 },
    { name: 'Premium Membership (1 Year)', points: 5000 },
  ],
  REWARD_POINTS_BALANCE,
);

/** §2.5 User Account Management sample data. */
export const sampleAccount: Account = {
  orders: [
    { id: 'ORD-2024-001', date: '2024-01-15', status: 'Delivered', total: 12999, items: 3 },
    { id: 'ORD-2024-002', date: '2024-01-10', status: 'Shipped', total: 8950, items: 2 },
    { id: 'ORD-2024-003', date: '2024-01-05', status: 'Processing', total: 24900, items: 1 },
  ],
  tracking: {
    orderId: 'ORD-2024-002',
    steps: [
      { name: 'Order Confirmed', date: '2024-01-10', completed: true },
      { name: 'In Transit', date: '2024-01-11', completed: true },
      { name: 'Out for Delivery', date: '2024-01-12', completed: false },
    ],
  },
  invoices: [
    { id: 'INV-2024-001', order: 'ORD-2024-001', date: '2024-01-15', amount: 12999 },
    { id: 'INV-2024-002', order: 'ORD-2024-002', date: '2024-01-10', amount: 8950 },
    { id: 'INV-2024-003', order: 'ORD-2024-003', date: '2024-01-05', amount: 24900 },
  ],
  wishlist: [
    { name: 'Wireless Bluetooth Headphones', price: 7999, inStock: true },
    { name: 'Smart Watch Series 5', price: 24900, inStock: false },
    { name: 'Yoga Mat Premium', price: 4500, inStock: true },
  ],
  addresses: [
    { type: 'Home', address: '123 Main Street, Apt 4B', city: 'New York, NY 10001', isDefault: true },
    { type: 'Work', address: '500 Commerce Way, Floor 12', city: 'New York, NY 10018', isDefault: false },
  ],
  profile: {
    firstName: 'John',
    lastName: 'Doe',
    email: 'john.doe@example.com',
    phone: '+1 (555) 123-4567',
    dateOfBirth: '1990-05-15',
  },
  rewards: sampleRewards,
  pointsBalance: REWARD_POINTS_BALANCE,
  pointsHistory: [
    { action: 'Purchase ORD-2024-001', points: 130, date: '2024-01-15' },
    { action: 'Redeemed Free Shipping', points: -500, date: '2024-01-12' },
    { action: 'Purchase ORD-2024-002', points: 90, date: '2024-01-10' },
    { action: 'Product review bonus', points: 50, date: '2024-01-08' },
  ],
};
