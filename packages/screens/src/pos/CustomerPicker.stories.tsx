import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConflictError } from '@warehouse/domain/contract';
import { CUSTOMER_MESSAGES, type Customer, customerSearchText } from '@warehouse/domain/people';
import { sampleCustomers } from '@warehouse/domain/sample';
import { customerSearchFields, filterByQuery } from '@warehouse/domain/search';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type CustomerFinder, CustomerPicker, type CustomerPickerProps } from './CustomerPicker';

/** The server's customer search, over the sample's customers (name, email, phone digits). */
const finder = (customers: readonly Customer[] = sampleCustomers): CustomerFinder =>
  fn(async ({ search = '' }) => {
    const items = filterByQuery(customers, customerSearchText(search), customerSearchFields);
    return { items, total: items.length, nextCursor: null };
  });

const ANA: Customer = {
  id: 'CUST-817',
  name: 'Ana Ruiz',
  phone: '555 777 8888',
  email: '',
  address: '',
  totalOrders: 0,
  totalSpent: 0,
  firstOrder: '',
  lastOrder: '',
};

function PickerWithChoice(props: CustomerPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CustomerPicker
      {...props}
      value={value}
      onChange={(customer) => {
        setValue(customer);
        props.onChange(customer);
      }}
    />
  );
}

const meta = {
  title: 'Screens/POS/CustomerPicker',
  component: CustomerPicker,
  render: (args) => <PickerWithChoice {...args} />,
  args: {
    value: null,
    onChange: fn(),
    findCustomers: finder(),
    onCreate: fn(async () => ANA),
    searchDelayMs: 0,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Leaves the box, which closes its list (while it is open the rest of the page is hidden from assistive tech). */
const closeList = async () => {
  await userEvent.tab();
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
};

/** Issue 37: a sale is the walk-in's until a customer is chosen. */
export const WalkInByDefault: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Walk-in Customer')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Find customer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add customer' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Walk-in' })).toBeNull();
    await expect(args.findCustomers).not.toHaveBeenCalled();
  },
};

/** Issue 37: a phone number typed any way finds the customer; choosing them makes them the sale's. */
export const SearchingAndChoosing: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Find customer' });
    await userEvent.type(box, '555-234');
    await expect(
      await body.findByRole('option', { name: 'Michael Brown · +1 (555) 234-5678' }),
    ).toBeVisible();
    await expect(body.getByRole('option', { name: 'Sarah Johnson · +1 (555) 234-1111' })).toBeVisible();
    await userEvent.click(body.getByRole('option', { name: 'Michael Brown · +1 (555) 234-5678' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'CUST-003' })),
    );
    await expect(canvas.getByText('Michael Brown')).toBeVisible();
    await expect(canvas.getByText('+1 (555) 234-5678')).toBeVisible();
    await expect(box).toHaveValue('');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

/** Escape closes the list of matches and keeps what was typed (Add customer still fills from it); the next key opens it again. */
export const EscapeClosesTheList: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Find customer' });
    await userEvent.type(box, 'Sarah');
    await expect(await body.findByRole('option', { name: /^Sarah Johnson/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveValue('Sarah');
    await expect(box).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(box, ' J');
    await expect(await body.findByRole('option', { name: /^Sarah Johnson/ })).toBeVisible();
    await closeList();
  },
};

/** The search waits for typing to pause: one request for the whole word, not one per key. */
export const SearchWaitsForAPause: Story = {
  args: { searchDelayMs: 150 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find customer' }), 'emily');
    await expect(await body.findByRole('option', { name: 'Emily Davis · +1 (555) 345-6789' })).toBeVisible();
    await expect(args.findCustomers).toHaveBeenCalledTimes(1);
    await expect(args.findCustomers).toHaveBeenCalledWith(expect.objectContaining({ search: 'emily' }));
    await closeList();
  },
};

/** No customer matches: the list says so, and the customer can be added instead. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find customer' }), 'zyx');
    await expect(await body.findByText('No customer matches “zyx”')).toBeVisible();
    await closeList();
    await expect(canvas.getByRole('button', { name: 'Add customer' })).toBeVisible();
  },
};

/** A chosen customer; "Walk-in" gives the sale back to the walk-in customer. */
export const BackToWalkIn: Story = {
  args: { value: sampleCustomers[1] as Customer },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Sarah Johnson')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Walk-in' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText('Walk-in Customer')).toBeVisible();
  },
};

/**
 * Issue 37: "Add customer" opens a small form in place, with what was typed in its field; it
 * asks for a name, adds the customer and chooses them, without leaving the sale.
 */
export const AddingInline: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find customer' }), '555 777 8888');
    await body.findByText('No customer matches “555 777 8888”');
    await closeList();
    await userEvent.click(canvas.getByRole('button', { name: 'Add customer' }));
    const form = canvas.getByRole('form', { name: 'Add customer' });
    await expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('555 777 8888');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Customer' }));
    await expect(await within(form).findByText(CUSTOMER_MESSAGES.nameRequired)).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ana Ruiz');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Customer' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Ana Ruiz',
        phone: '555 777 8888',
        email: '',
        address: '',
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Add customer' })).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith(ANA);
    await expect(canvas.getByText('Ana Ruiz')).toBeVisible();
  },
};

/** A phone another customer has is refused on its field; the form keeps what was typed. */
export const AddingRefused: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ConflictError(
        'duplicate_customer',
        { title: 'Customer Already Exists', message: CUSTOMER_MESSAGES.phoneTaken, destructive: true },
        { phone: CUSTOMER_MESSAGES.phoneTaken },
      );
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find customer' }), 'Johnny');
    await body.findByText('No customer matches “Johnny”');
    await closeList();
    await userEvent.click(canvas.getByRole('button', { name: 'Add customer' }));
    const form = canvas.getByRole('form', { name: 'Add customer' });
    await expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Johnny');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '+1 555 123 4567');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Customer' }));
    await expect(await within(form).findByText(CUSTOMER_MESSAGES.phoneTaken)).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 555 123 4567');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Walk-in Customer')).toBeVisible();
  },
};
