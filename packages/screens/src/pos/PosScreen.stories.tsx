import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_CART_TEXT } from '@warehouse/domain/notices';
import { samplePosProducts } from '@warehouse/domain/sample';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { POS_SEARCH_PLACEHOLDER, PosScreen } from './PosScreen';

const meta = {
  title: 'Screens/POS/PointOfSale',
  component: PosScreen,
  args: { products: samplePosProducts, onCheckout: fn(), onCartChange: fn() },
} satisfies Meta<typeof PosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const choices = ['Store Pickup', /^Fast Delivery/, 'Cash Payment', 'Card Payment', 'Mobile Wallet'];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /in stock$/ })).toHaveLength(samplePosProducts.length);
    await expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Delivery Options' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Payment' })).toBeVisible();
    // Nothing to pay for or deliver yet.
    for (const name of choices) await expect(canvas.getByRole('button', { name })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
    const cart = canvas.getByRole('region', { name: 'Cart' });
    await expect(cart).toHaveTextContent('Subtotal$0.00');
    await expect(cart).toHaveTextContent('Tax (8%)$0.00');
    await expect(cart).toHaveTextContent('Total$0.00');
    await expect(
      within(canvas.getByRole('button', { name: /Fast Delivery/ })).getByText('30 mins'),
    ).toBeVisible();
  },
};

export const WithCart: Story = {
  args: {
    cart: [
      { id: 'POS-01', name: 'Wireless Bluetooth Headphones', price: 7999, quantity: 1 },
      { id: 'POS-06', name: 'Organic Coffee Beans 1kg', price: 2475, quantity: 2 },
    ],
  },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Cart' });
    // 79.99 + 2 × 24.75 = 129.49; tax 8% = 10.36; total 139.85.
    await expect(within(cart).getByText('3 items')).toBeVisible();
    await expect(cart).toHaveTextContent('Subtotal$129.49');
    await expect(cart).toHaveTextContent('Tax (8%)$10.36');
    await expect(cart).toHaveTextContent('Total$139.85');
    await expect(canvas.getByRole('textbox', { name: 'Quantity of Organic Coffee Beans 1kg' })).toHaveValue(
      '2',
    );
    for (const name of choices) await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

export const AddAndChangeQuantities: Story = {
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('region', { name: 'Cart' });
    await userEvent.click(canvas.getByRole('button', { name: /^Dark Chocolate Bar/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Dark Chocolate Bar/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^LED Desk Lamp/ }));
    await expect(args.onCartChange).toHaveBeenLastCalledWith([
      { id: 'POS-08', name: 'Dark Chocolate Bar', price: 325, quantity: 2 },
      { id: 'POS-10', name: 'LED Desk Lamp', price: 2999, quantity: 1 },
    ]);
    await expect(cart).toHaveTextContent('Subtotal$36.49');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of LED Desk Lamp' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity of LED Desk Lamp' })).toHaveValue('2');
    // Typing a quantity.
    const chocolate = canvas.getByRole('textbox', { name: 'Quantity of Dark Chocolate Bar' });
    await userEvent.clear(chocolate);
    await userEvent.type(chocolate, '5');
    await userEvent.tab();
    await expect(cart).toHaveTextContent('Subtotal$76.23');
    // Down to 0 removes the line.
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of LED Desk Lamp' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of LED Desk Lamp' }));
    await expect(within(cart).queryByText('LED Desk Lamp')).toBeNull();
    await expect(cart).toHaveTextContent('Tax (8%)$1.30');
    await expect(cart).toHaveTextContent('Total$17.55');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Clear: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Yoga Mat Premium/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onCartChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible();
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const PaymentEmptiesCart: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Portable Power Bank/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Card Payment' }));
    await expect(args.onCheckout).toHaveBeenCalledWith({
      lines: [{ id: 'POS-03', name: 'Portable Power Bank', price: 3950, quantity: 1 }],
      choice: { kind: 'payment', method: 'card' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Card Payment' })).toBeDisabled();
  },
};

export const DeliveryEmptiesCart: Story = {
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: /^Insulated Water Bottle/ });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: /^Fast Delivery/ }));
    await expect(args.onCheckout).toHaveBeenCalledWith({
      lines: [{ id: 'POS-12', name: 'Insulated Water Bottle', price: 2200, quantity: 1 }],
      choice: { kind: 'delivery', option: 'fast' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible());
    await userEvent.click(tile);
    await userEvent.click(canvas.getByRole('button', { name: 'Store Pickup' }));
    await expect(args.onCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ choice: { kind: 'delivery', option: 'pickup' } }),
    );
    await waitFor(() => expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible());
  },
};

/**
 * Issue 14: a refused sale (e.g. "Only 3 left of ...") keeps the cart; paying again for the same
 * cart sends the same idempotency key (recorded once), a changed cart a new one.
 */
export const RefusedSaleKeepsCart: Story = {
  args: { onCheckout: fn(async () => Promise.reject(new Error('Only 3 left of Portable Power Bank'))) },
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: /^Portable Power Bank/ });
    await userEvent.click(tile);
    await userEvent.click(canvas.getByRole('button', { name: 'Cash Payment' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cash Payment' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Cash Payment' }));
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledTimes(2));
    const keys = () => mocked(args.onCheckout).mock.calls.map(([input]) => input.idempotencyKey);
    await expect(new Set(keys()).size).toBe(1);
    await expect(canvas.queryByText(EMPTY_CART_TEXT)).not.toBeInTheDocument();
    await userEvent.click(tile);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cash Payment' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Cash Payment' }));
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledTimes(3));
    await expect(new Set(keys()).size).toBe(2);
  },
};

export const Searched: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toHaveAttribute('placeholder', POS_SEARCH_PLACEHOLDER);
    // By category, case-insensitive.
    await userEvent.type(search, 'food');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /in stock$/ })).toHaveLength(3));
    // By name.
    await userEvent.clear(search);
    await userEvent.type(search, 'water');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /in stock$/ })).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'water');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /in stock$/ })).toHaveLength(2));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.queryAllByRole('button', { name: /in stock$/ })).toHaveLength(0);
    await expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible();
  },
};
