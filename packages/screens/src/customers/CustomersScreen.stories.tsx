import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCustomers } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomersScreen } from './CustomersScreen';

const meta = {
  title: 'Screens/Customers/CustomersScreen',
  component: CustomersScreen,
  args: { customers: sampleCustomers, onAddCustomer: fn(), onQueryChange: fn() },
} satisfies Meta<typeof CustomersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => within(document.body).queryAllByRole('article');

/** One card per customer: initials, "Customer since" the year of their first order, contact details and order figures. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(cards()).toHaveLength(sampleCustomers.length);
    const card = within(canvas.getByRole('article', { name: 'John Smith' }));
    await expect(card.getByRole('img', { name: 'John Smith' })).toHaveTextContent('JS');
    await expect(card.getByText('Customer since 2023')).toBeVisible();
    await expect(card.getByText('john.smith@example.com')).toBeVisible();
    await expect(card.getByText('+1 (555) 123-4567')).toBeVisible();
    await expect(card.getByText('123 Main St, Downtown')).toBeVisible();
    await expect(card.getByText('24')).toBeVisible();
    await expect(card.getByText('$2,459.75')).toBeVisible();
    await expect(card.getByText('Jan 15, 2024')).toBeVisible();
    // Amanda Taylor's one order was in 2024.
    await expect(
      within(canvas.getByRole('article', { name: 'Amanda Taylor' })).getByText('Customer since 2024'),
    ).toBeVisible();
    // Totals always show 2 decimals.
    await expect(
      within(canvas.getByRole('article', { name: 'Michael Brown' })).getByText('$5,870.00'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Customer' }));
    await expect(args.onAddCustomer).toHaveBeenCalledOnce();
  },
};

/** A search with no result shows a clear empty state. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'nobody@nowhere');
    await expect(await canvas.findByText('No customers found')).toBeVisible();
    await expect(canvas.getByText('No customer’s name or email matches “nobody@nowhere”.')).toBeVisible();
    await expect(cards()).toHaveLength(0);
  },
};

/** No customers at all. */
export const NoCustomers: Story = {
  args: { customers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No customers found')).toBeVisible();
    await expect(canvas.getByText('Customers appear here after their first order.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading customers');
    await expect(cards()).toHaveLength(0);
  },
};

/** Search matches the name or the email, ignoring case. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(search, 'DAVIS');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'Emily Davis' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'dwilson@');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'David Wilson' })).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('dwilson@');
  },
};

/** The first page of a long list (issue 18): 27 customers loaded of 816; "Show more" past them asks for the next page. */
const firstPage = Array.from({ length: 27 }, (_, index) => {
  const customer = sampleCustomers[index % sampleCustomers.length] as (typeof sampleCustomers)[number];
  return { ...customer, id: `C${1000 + index}`, name: `${customer.name} ${index + 1}` };
});
export const Paged: Story = {
  args: { customers: firstPage, total: 816, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(cards()).toHaveLength(24);
    await expect(canvas.getByText('Showing 24 of 816 customers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    // All 27 loaded show while the next page comes.
    await waitFor(() => expect(cards()).toHaveLength(27));
    await expect(canvas.getByText('Showing 27 of 816 customers')).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    window.scrollTo(0, 0);
  },
};

/** More customers match than the server counted (issue 18: it stops at 1,000): "1,000+". */
export const CountedPastTheBound: Story = {
  args: { customers: firstPage, total: 1000, totalIsLowerBound: true, onLoadMore: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 24 of 1,000+ customers')).toBeVisible();
  },
};

/**
 * Past where the count stopped there may be more: "Show more" stays while more is loaded or can
 * be, though as many as the count said are shown (here it stopped at 24, with 27 loaded).
 */
export const MoreThanTheCountStoppedAt: Story = {
  args: { customers: firstPage, total: 24, totalIsLowerBound: true, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 24 of 27+ customers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(27));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Showing 27 of 27+ customers')).toBeVisible();
    // The snapshot from the top, as "Paged" takes it.
    window.scrollTo(0, 0);
  },
};

/** A search the server is still answering (issue 18): none of the customers loaded match, which does not yet mean none do. */
export const SearchingFurther: Story = {
  args: { isSearching: true, query: 'fischer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading customers');
    await expect(canvas.queryByText('No customers found')).toBeNull();
    await expect(cards()).toHaveLength(0);
  },
};
