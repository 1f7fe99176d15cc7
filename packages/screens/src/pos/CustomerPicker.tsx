import type { ListQuery, Page } from '@warehouse/domain/contract';
import {
  type Customer,
  type CustomerForm,
  emptyCustomerForm,
  validateCustomerForm,
} from '@warehouse/domain/people';
import { WALK_IN_NAME } from '@warehouse/domain/pos';
import {
  Avatar,
  Button,
  ComboBox,
  Form,
  Inline,
  Stack,
  Text,
  User,
  UserPlus,
  useFormSubmit,
  X,
} from '@warehouse/ui';
import { useId, useRef, useState } from 'react';
import { useAsyncList } from 'react-stately/useAsyncList';
import { CustomerFields } from '../customers/CustomerFields';
import { submitChecked } from '../shared/submit';

/** The customers whose name, email or phone hold a search, a page at a time (the route asks the server). */
export type CustomerFinder = (query: ListQuery & { signal: AbortSignal }) => Promise<Page<Customer>>;

/** How long typing pauses before the server is asked: one search per pause, not per key. */
const CUSTOMER_SEARCH_DELAY_MS = 250;

export interface CustomerPickerProps {
  /** The sale's customer; null is the walk-in (the default). */
  value: Customer | null;
  onChange: (customer: Customer | null) => void;
  findCustomers: CustomerFinder;
  /**
   * "Add customer" inline: the customer made from the form (then chosen), or a rejection with the
   * contract's field errors (the form stays as typed). Absent: customers are found only.
   */
  onCreate?: (form: CustomerForm) => Promise<Customer>;
  /** Waits before each search; tests pass 0. */
  searchDelayMs?: number;
}

/** What was typed in the search, put where it belongs in a new customer's form: an email, a phone or a name. */
function formFromSearch(typed: string): CustomerForm {
  const text = typed.trim();
  const form = emptyCustomerForm();
  if (text.includes('@')) return { ...form, email: text };
  if (/^[+\d\s().-]+$/.test(text) && /\d/.test(text)) return { ...form, phone: text };
  return { ...form, name: text };
}

const optionLabel = (customer: Customer) =>
  [customer.name, customer.phone || customer.email].filter(Boolean).join(' · ');

/**
 * The till's customer: "Walk-in Customer" until one is chosen. Typing a name, phone or email finds
 * customers (the server searches, once typing pauses); choosing one makes them the sale's
 * customer, and "Walk-in" gives the sale back to the walk-in. "Add customer" opens a small form in
 * place, filled from what was typed, and chooses the customer it adds.
 */
export function CustomerPicker({
  value,
  onChange,
  findCustomers,
  onCreate,
  searchDelayMs = CUSTOMER_SEARCH_DELAY_MS,
}: CustomerPickerProps) {
  const [adding, setAdding] = useState<CustomerForm | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const chosenId = useId();
  const list = useAsyncList<Customer, string>({
    async load({ signal, cursor, filterText }) {
      const search = (filterText ?? '').trim();
      if (search === '') return { items: [] };
      // A key typed meanwhile aborts this load: only the pause's last search reaches the server.
      if (!cursor && searchDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, searchDelayMs));
      if (signal.aborted) return { items: [] };
      const page = await findCustomers({ search, signal, ...(cursor ? { cursor } : {}) });
      if (!signal.aborted) setHasMore(page.nextCursor !== null);
      return { items: page.items, ...(page.nextCursor ? { cursor: page.nextCursor } : {}) };
    },
  });
  const typed = list.filterText;
  const [dismissed, setDismissed] = useState(false);
  // Nothing typed is no search: no matches (an earlier search's would open the list again); a
  // dismissed list shows none until the next key.
  const listed = typed.trim() !== '' && !dismissed;
  const matches = listed ? list.items : [];
  const choose = (customer: Customer | null) => {
    onChange(customer);
    list.setFilterText('');
  };
  const searching = typed.trim() !== '' && list.loadingState !== 'idle' && list.loadingState !== 'error';

  return (
    <Stack gap="3">
      <Inline gap="3" wrap={false} justify="space-between">
        <Inline gap="2" wrap={false} minWidth="0" id={chosenId} aria-live="polite">
          {value ? <Avatar name={value.name} size="sm" /> : <User size={16} aria-hidden="true" />}
          <Stack gap="0.5" minWidth="0">
            <Text size="sm" weight="semibold" truncate>
              {value ? value.name : WALK_IN_NAME}
            </Text>
            {value && (value.phone || value.email) && (
              <Text size="xs" tone="muted" truncate>
                {value.phone || value.email}
              </Text>
            )}
          </Stack>
        </Inline>
        {value && (
          <Button variant="outline" size="sm" icon={X} onPress={() => choose(null)}>
            Walk-in
          </Button>
        )}
      </Inline>
      {adding ? (
        <NewCustomerForm
          initial={adding}
          onCreate={async (form) => {
            if (!onCreate) return;
            const customer = await onCreate(form);
            setAdding(null);
            choose(customer);
          }}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <Stack gap="2">
          <ComboBox
            label="Find customer"
            placeholder="Name, phone or email"
            aria-describedby={chosenId}
            items={matches.map((customer) => ({ id: customer.id, label: optionLabel(customer) }))}
            itemsAreMatches
            inputValue={typed}
            onInputChange={(text) => {
              setDismissed(false);
              list.setFilterText(text);
            }}
            selectedKey={null}
            onSelectionChange={(key) => {
              const customer = matches.find((each) => each.id === key);
              if (customer) choose(customer);
              // No key: Escape or leaving the box. The list closes and stays closed until the next key.
              else setDismissed(true);
            }}
            // Nothing typed is no search: the list stays closed (an empty list would open it).
            emptyText={
              !listed
                ? undefined
                : list.error
                  ? 'Customers could not be searched: type again to retry'
                  : `No customer matches “${typed.trim()}”`
            }
            isLoading={searching}
            onLoadMore={hasMore ? list.loadMore : undefined}
          />
          {onCreate && (
            <Button
              variant="ghost"
              size="sm"
              icon={UserPlus}
              onPress={() => setAdding(formFromSearch(typed))}
            >
              Add customer
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The inline "Add customer" form: the customer's fields, Add and Cancel. */
function NewCustomerForm({
  initial,
  onCreate,
  onCancel,
}: {
  initial: CustomerForm;
  onCreate: (form: CustomerForm) => Promise<void>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const formRef = useRef(form);
  formRef.current = form;
  const { formProps, isPending } = useFormSubmit(() =>
    submitChecked(validateCustomerForm(formRef.current), () => onCreate(formRef.current)),
  );
  return (
    <Form {...formProps} aria-label="Add customer" gap="3">
      <CustomerFields form={form} onChange={setForm} columns={1} autoFocus />
      <Inline gap="2" justify="flex-end">
        <Button variant="outline" size="sm" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" icon={UserPlus} isPending={isPending}>
          Add Customer
        </Button>
      </Inline>
    </Form>
  );
}
