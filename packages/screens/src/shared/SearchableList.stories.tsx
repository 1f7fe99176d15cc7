import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Customer } from '@warehouse/domain/people';
import { sampleCustomers } from '@warehouse/domain/sample';
import { customerSearchFields } from '@warehouse/domain/search';
import { Card, DataTable, type DataTableColumn, EmptyState, Stack, Text, Users } from '@warehouse/ui';
import { useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PagedListProps } from './pagedList';
import { SearchableList } from './SearchableList';
import { useSearchIndex } from './useSearchIndex';

const NO_CUSTOMERS = 'Customers appear here after their first order.';
const noMatch = (text: string) => `No customer’s name or email matches “${text}”.`;

const COLUMNS: DataTableColumn<Customer>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, cell: (c) => c.name },
  { id: 'email', header: 'Email', cell: (c) => c.email },
];

/** Customers searched by name or email, as a screen wires the list: six cards at a time, or a table. */
function SearchedCustomers({
  customers,
  layout = 'cards',
  query,
  onQueryChange,
  ...list
}: PagedListProps & {
  customers: readonly Customer[];
  layout?: 'cards' | 'table';
  query?: string;
  onQueryChange?: (query: string) => void;
}) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const search = useSearchIndex(customers, customerSearchFields);
  const matches = useMemo(() => search(text), [search, text]);
  const empty = {
    icon: Users,
    title: 'No customers found',
    description: text.trim() === '' ? NO_CUSTOMERS : noMatch(text.trim()),
  };
  const field = {
    searchLabel: 'Search customers',
    searchPlaceholder: 'Search customers by name or email...',
    query: text,
    onQueryChange: setText,
    list,
    loadingLabel: 'Loading customers',
  };

  return (
    <Stack gap="6">
      {layout === 'table' ? (
        <SearchableList {...field} layout="table" shownCount={matches.length}>
          <DataTable
            aria-label="Customers"
            columns={COLUMNS}
            rows={matches}
            getRowId={(c) => c.id}
            emptyState={<EmptyState {...empty} />}
          />
        </SearchableList>
      ) : (
        <SearchableList
          {...field}
          layout="cards"
          items={matches}
          pageSize={6}
          noun="customers"
          emptyState={empty}
          renderCard={(customer) => (
            <Card key={customer.id} as="article" aria-label={customer.name}>
              <Text as="strong" weight="semibold">
                {customer.name}
              </Text>
              <Text size="sm" tone="muted">
                {customer.email}
              </Text>
            </Card>
          )}
        />
      )}
    </Stack>
  );
}

const meta = {
  title: 'Screens/Shared/SearchableList',
  component: SearchedCustomers,
  args: { customers: sampleCustomers, onQueryChange: fn() },
} satisfies Meta<typeof SearchedCustomers>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => within(document.body).queryAllByRole('article');

/** The first six cards, marked as the results of the (empty) search, and "Show more" for the rest. */
export const WithCards: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-results-for=""]')).not.toBeNull();
    await expect(cards()).toHaveLength(6);
    await expect(canvas.getByRole('article', { name: 'John Smith' })).toBeVisible();
    await expect(canvas.getByText('Showing 6 of 8 customers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(sampleCustomers.length));
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    window.scrollTo(0, 0);
  },
};

/** Placeholder cards, announced, while nothing is known; the search field stays. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading customers');
    await expect(canvas.getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
    await expect(cards()).toHaveLength(0);
  },
};

/** Nothing to show at all. */
export const Empty: Story = {
  args: { customers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No customers found')).toBeVisible();
    await expect(canvas.getByText(NO_CUSTOMERS)).toBeVisible();
    await expect(cards()).toHaveLength(0);
  },
};

/** A search that matches nothing says what was searched; the cards go. */
export const NoMatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'nobody');
    await expect(await canvas.findByText('No customers found')).toBeVisible();
    await expect(canvas.getByText(noMatch('nobody'))).toBeVisible();
    await expect(cards()).toHaveLength(0);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('nobody');
  },
};

/** None loaded matches a search the server is still answering: placeholders, not "none found". */
export const SearchingFurther: Story = {
  args: { isSearching: true, query: 'fischer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('fischer');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading customers');
    await expect(canvas.queryByText('No customers found')).toBeNull();
  },
};

/** While the server answers, the loaded matches show, not yet marked as this search's results. */
export const SearchingWithMatchesLoaded: Story = {
  args: { isSearching: true, query: 'davis' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'Emily Davis' })).toBeVisible();
    await expect(cards()).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-results-for]')).toBeNull();
  },
};

/** As a table: the search narrows the rows, and the table shows its own empty state. */
export const AsATable: Story = {
  args: { layout: 'table' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Customers' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(sampleCustomers.length);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'davis');
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    await expect(within(table).getByRole('rowheader', { name: 'Emily Davis' })).toBeVisible();
  },
};
