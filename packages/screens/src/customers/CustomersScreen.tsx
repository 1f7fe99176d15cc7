import type { ExportFormat } from '@warehouse/domain/exports';
import { formatCount, formatDay } from '@warehouse/domain/format';
import { type Customer, type CustomerForm, customerSearchText } from '@warehouse/domain/people';
import { customerSearchFields } from '@warehouse/domain/search';
import {
  Avatar,
  Button,
  Card,
  Divider,
  FileText,
  Grid,
  IconButton,
  Inline,
  Link,
  Mail,
  MapPin,
  PageHeader,
  Pencil,
  Phone,
  Receipt,
  Stack,
  Text,
  UserPlus,
  Users,
  UserX,
} from '@warehouse/ui';
import { memo, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { ExportMenu } from '../shared/ExportMenu';
import { useMoney } from '../shared/money';
import type { PagedListProps } from '../shared/pagedList';
import { SearchableList } from '../shared/SearchableList';
import { useSearchIndex } from '../shared/useSearchIndex';
import { useStableHandler } from '../shared/useStableHandler';
import { ArchiveCustomerDialog } from './ArchiveCustomerDialog';
import { CustomerDialog } from './CustomerDialog';
import { CustomerStatementDialog, type CustomerStatementDialogProps } from './CustomerStatementDialog';

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
   * The customers loaded, newest first; the screen narrows them by the search (name, email or
   * phone, ignoring case) as it is typed, while the caller's pages of matches follow.
   */
  customers: readonly Customer[];
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /**
   * "Add Customer", "Edit" and "Archive" (after a confirmation); each may return a promise (its
   * dialog closes when it resolves, and stays as typed with the field errors when it rejects).
   * Absent for a role that may not: its button is not shown.
   */
  onCreate?: (form: CustomerForm) => unknown;
  onUpdate?: (customer: Customer, form: CustomerForm) => unknown;
  onArchive?: (customer: Customer) => unknown;
  /** Where a customer's sales are listed: each card links there. */
  salesHref?: (customer: Customer) => string;
  /** "Export": the customers as listed (searched) as a CSV or Excel file; none hides it. */
  exportHref?: (format: ExportFormat) => string;
  /** "Statement" on a card: given to the roles that see payments (owners and managers). */
  onViewStatement?: (customer: Customer) => void;
  /** The statement being viewed: its dialog is open while set. */
  statement?: Omit<CustomerStatementDialogProps, 'onClose'>;
  onStatementClose?: () => void;
}

/** What a card can do; of constant identity, so the cards re-render only when their customer changes. */
interface CardActions {
  onEdit: ((customer: Customer) => void) | undefined;
  onArchive: ((customer: Customer) => void) | undefined;
  onStatement: ((customer: Customer) => void) | undefined;
  salesHref: ((customer: Customer) => string) | undefined;
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

const CustomerCard = memo(function CustomerCard({
  customer,
  actions,
}: {
  customer: Customer;
  actions: CardActions;
}) {
  const titleId = `customer-${customer.id}`;
  const { onEdit, onArchive, onStatement, salesHref } = actions;
  const { format: formatMoney } = useMoney();
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
      {(customer.storeCredit ?? 0) > 0 && (
        <Text size="sm" tone="positive" weight="medium">
          {`Store credit ${formatMoney(customer.storeCredit ?? 0)}`}
        </Text>
      )}
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
      {(salesHref || onEdit || onArchive || onStatement) && (
        <Inline gap="2" justify="space-between" wrap={false}>
          {salesHref ? (
            <Link
              href={salesHref(customer)}
              icon={Receipt}
              appearance="ghost"
              size="sm"
              aria-label={`View Sales of ${customer.name}`}
            >
              View Sales
            </Link>
          ) : (
            <span />
          )}
          <Inline gap="1" wrap={false}>
            {onStatement && (
              <IconButton
                icon={FileText}
                size="sm"
                aria-label={`Statement of ${customer.name}`}
                tooltip="Statement"
                onPress={() => onStatement(customer)}
              />
            )}
            {onEdit && (
              <IconButton
                icon={Pencil}
                size="sm"
                aria-label={`Edit ${customer.name}`}
                tooltip="Edit customer"
                onPress={() => onEdit(customer)}
              />
            )}
            {onArchive && (
              <IconButton
                icon={UserX}
                size="sm"
                aria-label={`Archive ${customer.name}`}
                tooltip="Archive customer"
                onPress={() => onArchive(customer)}
              />
            )}
          </Inline>
        </Inline>
      )}
    </Card>
  );
});

/** Customers: search by name, email or phone, customer cards with their sales, Add, Edit and Archive. */
export function CustomersScreen({
  customers,
  query,
  onQueryChange,
  onCreate,
  onUpdate,
  onArchive,
  salesHref,
  exportHref,
  onViewStatement,
  statement,
  onStatementClose,
  ...list
}: CustomersScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Customer | null>(null);
  // The results render in the keystroke's own update (no deferred pass): the search index and 24
  // memoized cards are quick enough, and the results then reach the first frame after the key.
  const search = useSearchIndex(customers, customerSearchFields);
  const matches = useMemo(() => search(customerSearchText(text)), [search, text]);
  const edit = useStableHandler((customer: Customer) => setEditing(customer));
  const archive = useStableHandler((customer: Customer) => setArchiving(customer));
  const viewStatement = useStableHandler(onViewStatement);
  const hasUpdate = onUpdate !== undefined;
  const hasArchive = onArchive !== undefined;
  const hasStatement = onViewStatement !== undefined;
  const actions = useMemo<CardActions>(
    () => ({
      onEdit: hasUpdate ? edit : undefined,
      onArchive: hasArchive ? archive : undefined,
      onStatement: hasStatement ? viewStatement : undefined,
      salesHref,
    }),
    [hasUpdate, hasArchive, hasStatement, edit, archive, viewStatement, salesHref],
  );
  // Keyed by position: a new search fills the same cards with other customers (text and
  // attributes change) instead of building 24 cards anew.
  const renderCard = useCallback(
    (customer: Customer, slot: number) => <CustomerCard key={slot} customer={customer} actions={actions} />,
    [actions],
  );
  // The header changes only with what its Export downloads: not rendered again for each render.
  const header = useMemo(
    () => (
      <PageHeader
        title="Customers"
        description="Your customers, their contact details and order history."
        actions={
          <>
            {exportHref && <ExportMenu label="Export" href={exportHref} />}
            {onCreate && (
              <Button icon={UserPlus} onPress={() => setEditing('new')}>
                Add Customer
              </Button>
            )}
          </>
        }
      />
    ),
    [onCreate, exportHref],
  );

  return (
    <Stack gap="6">
      {header}
      <SearchableList
        searchLabel="Search customers"
        searchPlaceholder="Search customers by name, phone or email..."
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
              ? 'Customers appear here once they are added, here or at the till.'
              : `No customer’s name, phone or email matches “${text.trim()}”.`,
        }}
        renderCard={renderCard}
      />
      {editing === 'new' && onCreate && <CustomerDialog onSave={onCreate} onClose={() => setEditing(null)} />}
      {editing !== null && editing !== 'new' && onUpdate && (
        <CustomerDialog
          customer={editing}
          onSave={(form) => onUpdate(editing, form)}
          onClose={() => setEditing(null)}
        />
      )}
      {archiving && onArchive && (
        <ArchiveCustomerDialog
          name={archiving.name}
          onConfirm={() => onArchive(archiving)}
          onClose={() => setArchiving(null)}
        />
      )}
      {statement && <CustomerStatementDialog {...statement} onClose={() => onStatementClose?.()} />}
    </Stack>
  );
}
