import { formatCount, formatDay, formatMoney } from '@warehouse/domain/format';
import type { Customer } from '@warehouse/domain/people';
import { customerSearchFields } from '@warehouse/domain/search';
import {
  Avatar,
  Button,
  Card,
  Divider,
  Grid,
  Inline,
  Mail,
  MapPin,
  PageHeader,
  Phone,
  Stack,
  Text,
  UserPlus,
  Users,
} from '@warehouse/ui';
import { memo, type ReactNode, useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { PagedListProps } from '../shared/pagedList';
import { SearchableList } from '../shared/SearchableList';
import { useSearchIndex } from '../shared/useSearchIndex';

/**
 * §2.5 Customers: "Customer since 2023", the year of the customer's first order (computed
 * from their sales; the spec's customers all first bought in 2023).
 */
const customerSince = (firstOrder: string) =>
  firstOrder ? `Customer since ${firstOrder.slice(0, 4)}` : 'No orders yet';

/** How many cards show at once; "Show more" adds as many again. */
const CUSTOMERS_PAGE_SIZE = 24;

export interface CustomersScreenProps extends PagedListProps {
  /**
   * The customers loaded, newest first; the screen narrows them by the search (name or email,
   * ignoring case) as it is typed, while the caller's pages of matches follow.
   */
  customers: readonly Customer[];
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** "Add Customer". */
  onAddCustomer?: () => void;
}

// The parts of a card that are the same on every card are made once: when a search refills the
// cards with other customers, React leaves these alone and only the customer's own texts change.
const MAIL_ICON = <Mail size={14} aria-hidden="true" />;
const PHONE_ICON = <Phone size={14} aria-hidden="true" />;
const ADDRESS_ICON = <MapPin size={14} aria-hidden="true" />;
const DIVIDER = <Divider />;
const figureLabel = (label: string) => (
  <Text size="xs" tone="muted">
    {label}
  </Text>
);
const TOTAL_ORDERS = figureLabel('Total Orders');
const TOTAL_SPENT = figureLabel('Total Spent');
const LAST_ORDER = figureLabel('Last Order');

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Inline gap="2" wrap={false}>
      {icon}
      <Text size="sm" tone="muted" truncate>
        {children}
      </Text>
    </Inline>
  );
}

function Figure({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Stack gap="0.5" minWidth="0">
      {label}
      <Text size="sm" weight="semibold" tabular>
        {value}
      </Text>
    </Stack>
  );
}

const CustomerCard = memo(function CustomerCard({ customer }: { customer: Customer }) {
  const titleId = `customer-${customer.id}`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Inline gap="3" wrap={false}>
        <Avatar name={customer.name} size="lg" />
        <Stack gap="0.5" minWidth="0">
          <Text as="strong" size="md" weight="semibold" truncate id={titleId}>
            {customer.name}
          </Text>
          <Text size="xs" tone="muted">
            {customerSince(customer.firstOrder)}
          </Text>
        </Stack>
      </Inline>
      <Stack gap="2">
        <ContactLine icon={MAIL_ICON}>{customer.email}</ContactLine>
        <ContactLine icon={PHONE_ICON}>{customer.phone}</ContactLine>
        <ContactLine icon={ADDRESS_ICON}>{customer.address}</ContactLine>
      </Stack>
      {DIVIDER}
      <Grid columns={3} gap="3">
        <Figure label={TOTAL_ORDERS} value={formatCount(customer.totalOrders)} />
        <Figure label={TOTAL_SPENT} value={formatMoney(customer.totalSpent)} />
        <Figure label={LAST_ORDER} value={customer.lastOrder ? formatDay(customer.lastOrder) : '—'} />
      </Grid>
    </Card>
  );
});

// Keyed by position: a new search fills the same cards with other customers (text and attributes
// change) instead of building 24 cards anew.
const renderCard = (customer: Customer, slot: number) => <CustomerCard key={slot} customer={customer} />;

/** Customers: search by name or email, customer cards and "Add Customer". */
export function CustomersScreen({
  customers,
  query,
  onQueryChange,
  onAddCustomer,
  ...list
}: CustomersScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  // The results render in the keystroke's own update (no deferred pass): the search index and 24
  // memoized cards are quick enough, and the results then reach the first frame after the key.
  const search = useSearchIndex(customers, customerSearchFields);
  const matches = useMemo(() => search(text), [search, text]);
  // The header does not change while typing: the same element is not rendered again.
  const header = useMemo(
    () => (
      <PageHeader
        title="Customers"
        description="Your customers, their contact details and order history."
        actions={
          <Button icon={UserPlus} onPress={onAddCustomer}>
            Add Customer
          </Button>
        }
      />
    ),
    [onAddCustomer],
  );

  return (
    <Stack gap="6">
      {header}
      <SearchableList
        searchLabel="Search customers"
        searchPlaceholder="Search customers by name or email..."
        query={text}
        onQueryChange={setText}
        list={list}
        loadingLabel="Loading customers"
        layout="cards"
        items={matches}
        pageSize={CUSTOMERS_PAGE_SIZE}
        noun="customers"
        lazyCardHeight="md"
        emptyState={{
          icon: Users,
          title: 'No customers found',
          description:
            text.trim() === ''
              ? 'Customers appear here after their first order.'
              : `No customer’s name or email matches “${text.trim()}”.`,
        }}
        renderCard={renderCard}
      />
    </Stack>
  );
}
