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

const body = within(document.body);
const longCart = samplePosProducts
  .slice(0, 7)
  .map((p) => ({ id: p.id, name: p.name, price: p.price, quantity: 1 }));

/**
 * Issue 19: on a phone the cart is a bar at the bottom (its items and total); View Cart opens it
 * as a sheet with the delivery and payment options.
 */
export const OnAPhone: Story = {
  args: { cart: WithCart.args?.cart },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // No cart beside the grid: there is no room for it.
    await expect(canvas.queryByRole('region', { name: 'Cart' })).toBeNull();
    const bar = canvas.getByRole('region', { name: 'Cart summary' });
    await expect(bar).toHaveTextContent('3 items');
    await expect(bar).toHaveTextContent('$139.85');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const tile of canvas.getAllByRole('button', { name: /in stock$/ }).slice(0, 4))
      await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The cart sheet on a phone: a payment empties the cart and closes the sheet. */
export const OnAPhoneCartOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Organic Coffee Beans 1kg / }));
    await userEvent.click(canvas.getByRole('button', { name: /^Dark Chocolate Bar / }));
    const bar = canvas.getByRole('region', { name: 'Cart summary' });
    await expect(bar).toHaveTextContent('2 items');
    await userEvent.click(within(bar).getByRole('button', { name: 'View Cart' }));
    const sheet = within(await body.findByRole('dialog', { name: 'Current Sale' }));
    // 24.75 + 3.25 = 28.00; tax 2.24; total 30.24.
    await expect(sheet.getByRole('region', { name: 'Cart' })).toHaveTextContent('Total$30.24');
    for (const name of choices) await expect(sheet.getByRole('button', { name })).toBeEnabled();
    await userEvent.click(sheet.getByRole('button', { name: 'Cash Payment' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Current Sale' })).toBeNull());
    await expect(bar).toHaveTextContent('Cart is empty');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Every payment choice within the window, beside the grid, with the cart's lines scrolling inside it. */
const expectPaymentInView = async (canvas: typeof body) => {
  const cart = canvas.getByRole('region', { name: 'Cart' });
  const products = canvas.getByRole('region', { name: 'Products' });
  await expect(cart.getBoundingClientRect().left).toBeGreaterThan(products.getBoundingClientRect().right);
  for (const name of choices) {
    const choice = canvas.getByRole('button', { name });
    await expect(choice.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

/** A tablet in portrait: the cart beside the grid. */
export const OnATablet: Story = {
  args: { cart: longCart },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => expectPaymentInView(canvas),
};

/** A tablet in landscape (1024 × 768): a long cart and every payment choice fit without scrolling the page. */
export const OnATabletInLandscape: Story = {
  args: { cart: longCart },
  globals: { viewport: { value: 'tabletLandscape' } },
  play: async ({ canvas }) => {
    await expectPaymentInView(canvas);
    const lines = canvas.getByRole('list', { name: 'Cart items' });
    await expect(lines.scrollHeight).toBeGreaterThan(lines.clientHeight);
  },
};
