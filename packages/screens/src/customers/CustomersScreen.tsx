import { type Customer, customerSearchFields, formatCount, formatMoney } from '@warehouse/domain';
import {
  Avatar,
  Box,
  Button,
  Card,
  Divider,
  EmptyState,
  Grid,
  Inline,
  Mail,
  MapPin,
  PageHeader,
  Phone,
  SearchField,
  SkeletonGroup,
  Stack,
  Text,
  UserPlus,
  Users,
} from '@warehouse/ui';
import { memo, type ReactNode, useMemo } from 'react';
import { formatDay } from '../shared/formatDay';
import { CardGridSkeleton } from '../shared/Loading';
import { useControllableState } from '../shared/useControllableState';
import { useDeferredQuery } from '../shared/useDeferredQuery';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useShowMore } from '../shared/useShowMore';

/** §2.5 Customers: every card reads "Customer since 2023". */
export const CUSTOMER_SINCE_TEXT = 'Customer since 2023';

/** How many cards show at once; "Show more" adds as many again. */
export const CUSTOMERS_PAGE_SIZE = 24;

export interface CustomersScreenProps {
  /** Every customer; the screen filters them by the search (name or email, ignoring case). */
  customers: readonly Customer[];
  /** Shows skeleton cards in place of the customers. */
  isLoading?: boolean;
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** "Add Customer". */
  onAddCustomer?: () => void;
}

function ContactLine({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <Inline gap="2" wrap={false}>
      <Icon size={14} aria-hidden="true" />
      <Text size="sm" tone="muted" truncate>
        {children}
      </Text>
    </Inline>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0.5" minWidth="0">
      <Text size="xs" tone="muted">
        {label}
      </Text>
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
            {CUSTOMER_SINCE_TEXT}
          </Text>
        </Stack>
      </Inline>
      <Stack gap="2">
        <ContactLine icon={Mail}>{customer.email}</ContactLine>
        <ContactLine icon={Phone}>{customer.phone}</ContactLine>
        <ContactLine icon={MapPin}>{customer.address}</ContactLine>
      </Stack>
      <Divider />
      <Grid columns={3} gap="3">
        <Figure label="Total Orders" value={formatCount(customer.totalOrders)} />
        <Figure label="Total Spent" value={formatMoney(customer.totalSpent)} />
        <Figure label="Last Order" value={formatDay(customer.lastOrder)} />
      </Grid>
    </Card>
  );
});

/** Customers: search by name or email, customer cards and "Add Customer". */
export function CustomersScreen({
  customers,
  isLoading = false,
  query,
  onQueryChange,
  onAddCustomer,
}: CustomersScreenProps) {
  const [text, setText] = useControllableState(query, onQueryChange, '');
  const { deferredQuery: deferred, resultsProps } = useDeferredQuery(text);
  const search = useSearchIndex(customers, customerSearchFields);
  const matches = useMemo(() => search(deferred), [search, deferred]);
  const { shown, footer } = useShowMore(matches, {
    pageSize: CUSTOMERS_PAGE_SIZE,
    noun: 'customers',
    resetKey: deferred,
  });

  return (
    <Stack gap="6">
      <PageHeader
        title="Customers"
        description="Your customers, their contact details and order history."
        actions={
          <Button icon={UserPlus} onPress={onAddCustomer}>
            Add Customer
          </Button>
        }
      />
      <SearchField
        aria-label="Search customers"
        placeholder="Search customers by name or email..."
        value={text}
        onChange={setText}
      />
      {isLoading ? (
        <SkeletonGroup label="Loading customers">
          <CardGridSkeleton count={6} />
        </SkeletonGroup>
      ) : (
        <Box {...resultsProps}>
          {shown.length === 0 ? (
            <Card variant="outline">
              <EmptyState
                icon={Users}
                title="No customers found"
                description={
                  customers.length === 0
                    ? 'Customers appear here after their first order.'
                    : `No customer’s name or email matches “${text.trim()}”.`
                }
              />
            </Card>
          ) : (
            <Stack gap="4">
              <Grid minItemWidth="lg" gap="4">
                {shown.map((customer) => (
                  <CustomerCard key={customer.id} customer={customer} />
                ))}
              </Grid>
              {footer}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
