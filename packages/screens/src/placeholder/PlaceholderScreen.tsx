import {
  BarChart3,
  Calendar as CalendarIcon,
  Card,
  CreditCard,
  FileText,
  HelpCircle,
  type IconComponent,
  PageHeader,
  Plus,
  RotateCcw,
  ShoppingBag,
  Stack,
  Text,
  TrendingUp,
  Truck,
  UserCircle,
} from '@warehouse/ui';
import { NAV_GROUPS, type NavItemId } from '../layout/menu';
import { TitleWithBadge } from './TitleWithBadge';

export interface PlaceholderScreenProps {
  /** The page's title (its h1). */
  title: string;
  /** The page's one-line placeholder text. */
  description: string;
  /** A fixed display count beside the title (spec §2.5: invoices 8, returns 2, orders 8). */
  badge?: number;
  /** What the badge counts, spoken after the number. */
  badgeLabel?: string;
  /** A decorative icon for the page. */
  icon?: IconComponent;
}

/** A page that is a title and a one-line placeholder only (spec §2.5). */
export function PlaceholderScreen({
  title,
  description,
  badge,
  badgeLabel,
  icon: Icon = FileText,
}: PlaceholderScreenProps) {
  return (
    <Stack gap="6">
      <PageHeader
        title={
          <TitleWithBadge badge={badge} badgeLabel={badgeLabel}>
            {title}
          </TitleWithBadge>
        }
        description={description}
      />
      <Card variant="sunken" padding="lg">
        <Stack gap="3" align="center" paddingY="12">
          <Text tone="muted">
            <Icon size={40} strokeWidth={1.5} aria-hidden="true" />
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

export type PlaceholderPageId =
  | 'invoices'
  | 'returns'
  | 'payments'
  | 'orders'
  | 'createOrder'
  | 'shipments'
  | 'schedule'
  | 'reports'
  | 'performance'
  | 'profile'
  | 'help';

export interface PlaceholderPage {
  title: string;
  description: string;
  badge?: number;
  badgeLabel?: string;
  icon: IconComponent;
}

const navBadge = (id: NavItemId): number | undefined =>
  NAV_GROUPS.flatMap((group) => group.items).find((item) => item.id === id)?.badge;

/** The placeholder pages (spec §2.5), with the menu's fixed badges (§2.3). */
export const PLACEHOLDER_PAGES: Readonly<Record<PlaceholderPageId, PlaceholderPage>> = {
  invoices: {
    title: 'Invoices',
    description: 'Create, send and track customer invoices.',
    badge: navBadge('invoices'),
    badgeLabel: 'pending',
    icon: FileText,
  },
  returns: {
    title: 'Returns',
    description: 'Process customer returns and refunds.',
    badge: navBadge('returns'),
    badgeLabel: 'pending',
    icon: RotateCcw,
  },
  payments: { title: 'Payments', description: 'Track incoming and outgoing payments.', icon: CreditCard },
  orders: {
    title: 'Orders',
    description: 'View and manage customer orders.',
    badge: navBadge('orders'),
    badgeLabel: 'open',
    icon: ShoppingBag,
  },
  createOrder: { title: 'Create Order', description: 'Start a new customer order.', icon: Plus },
  shipments: { title: 'Shipments', description: 'Follow inbound and outbound shipments.', icon: Truck },
  schedule: { title: 'Schedule', description: 'Plan staff shifts and delivery slots.', icon: CalendarIcon },
  reports: { title: 'Reports', description: 'Generate and download business reports.', icon: BarChart3 },
  performance: {
    title: 'Performance',
    description: 'Monitor store, staff and rider performance.',
    icon: TrendingUp,
  },
  profile: {
    title: 'Profile',
    description: 'Manage your personal details and preferences.',
    icon: UserCircle,
  },
  help: { title: 'Help', description: 'Find answers and contact support.', icon: HelpCircle },
};
