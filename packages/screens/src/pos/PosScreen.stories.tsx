import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_CART_TEXT } from '@warehouse/domain/notices';
import { samplePosProducts, sampleTillSettings } from '@warehouse/domain/sample';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { POS_SEARCH_PLACEHOLDER, PosScreen } from './PosScreen';

const meta = {
  title: 'Screens/POS/PointOfSale',
  component: PosScreen,
  args: {
    products: samplePosProducts,
    till: sampleTillSettings,
    onCheckout: fn(),
    onCartChange: fn(),
    onNotice: fn(),
  },
} satisfies Meta<typeof PosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const choices = ['Store Pickup', /^Fast Delivery/, 'Cash Payment', 'Card Payment', 'Mobile Wallet'];

export const Default: Story = {
  args: { drawerHref: '/pos/drawer', returnsHref: '/returns?new=1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cash Drawer' })).toHaveAttribute('href', '/pos/drawer');
    // Issue 38: a return starts at the till, from the sale's receipt number.
    await expect(canvas.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/returns?new=1');
    await expect(canvas.getAllByRole('button', { name: /in stock$/ })).toHaveLength(samplePosProducts.length);
    await expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Delivery Options' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Payment' })).toBeVisible();
    // Nothing to pay for or deliver yet.
    for (const name of choices) await expect(canvas.getByRole('button', { name })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
    const cart = canvas.getByRole('region', { name: 'Cart' });
    await expect(cart).toHaveTextContent('Subtotal$0.00');
    await expect(cart).toHaveTextContent('Tax (8.25%)$0.00');
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
    // 79.99 (tax 6.599 -> 6.60) + 2 × 24.75 = 49.50 (tax 4.084 -> 4.08): the settings' 8.25% per line.
    await expect(within(cart).getByText('3 items')).toBeVisible();
    await expect(cart).toHaveTextContent('Subtotal$129.49');
    await expect(cart).toHaveTextContent('Tax (8.25%)$10.68');
    await expect(cart).toHaveTextContent('Total$140.17');
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
    await expect(cart).toHaveTextContent('Tax (8.25%)$1.34');
    await expect(cart).toHaveTextContent('Total$17.59');
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
    const dialog = within(await body.findByRole('dialog', { name: 'Take Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    // 39.50 + 8.25% (3.259 -> 3.26), charged to the card.
    await expect(args.onCheckout).toHaveBeenCalledWith({
      lines: [{ id: 'POS-03', name: 'Portable Power Bank', price: 3950, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'card', amount: 4276 }] },
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
    const dialog = within(await body.findByRole('dialog', { name: 'Take Payment' }));
    const complete = dialog.getByRole('button', { name: 'Complete Sale' });
    await userEvent.click(complete);
    // Refused: the payment stays open as it was; completing again sends the same key.
    await waitFor(() => expect(complete).toBeEnabled());
    await userEvent.click(complete);
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledTimes(2));
    const keys = () => mocked(args.onCheckout).mock.calls.map(([input]) => input.idempotencyKey);
    await expect(new Set(keys()).size).toBe(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByText(EMPTY_CART_TEXT)).not.toBeInTheDocument();
    await userEvent.click(tile);
    await userEvent.click(canvas.getByRole('button', { name: 'Cash Payment' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Take Payment' })).getByRole('button', {
        name: 'Complete Sale',
      }),
    );
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
    await expect(bar).toHaveTextContent('$140.17');
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
    // 24.75 (tax 2.042 -> 2.04) + 3.25 (tax 0.268 -> 0.27): total 30.31.
    await expect(sheet.getByRole('region', { name: 'Cart' })).toHaveTextContent('Total$30.31');
    for (const name of choices) await expect(sheet.getByRole('button', { name })).toBeEnabled();
    await userEvent.click(sheet.getByRole('button', { name: 'Cash Payment' }));
    const payment = within(await body.findByRole('dialog', { name: 'Take Payment' }));
    await userEvent.click(payment.getByRole('button', { name: 'Complete Sale' }));
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

/** A dialog once it has opened (its entrance finished): what is in it can be seen. */
const opened = async (name: string) => {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

const take = async (canvas: typeof body, method: 'Cash Payment' | 'Card Payment' | 'Mobile Wallet') => {
  await userEvent.click(canvas.getByRole('button', { name: method }));
  return opened('Take Payment');
};

/** Issue 37: cash asks for the amount tendered, offers exact and the next round notes, and shows the change due. */
export const CashWithChange: Story = {
  args: { cart: WithCart.args?.cart },
  play: async ({ canvas }) => {
    const dialog = await take(canvas, 'Cash Payment');
    await expect(dialog.getByText('$140.17', { selector: 'span' })).toBeVisible();
    const quick = within(dialog.getByRole('group', { name: 'Quick cash amounts' }));
    await expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Exact $140.17',
      '$145.00',
      '$150.00',
      '$160.00',
    ]);
    await userEvent.click(quick.getByRole('button', { name: '$150.00' }));
    await expect(dialog.getByRole('textbox', { name: 'Cash tendered' })).toHaveValue('$150.00');
    await expect(dialog.getByRole('status')).toHaveTextContent('Change due $9.83');
    await expect(dialog.getByRole('button', { name: 'Complete Sale' })).toBeEnabled();
  },
};

/** Issue 37: the cash tendered goes with the sale; the change is the server's to record. */
export const CashCompletesTheSale: Story = {
  args: { cart: WithCart.args?.cart },
  play: async ({ canvas, args }) => {
    const dialog = await take(canvas, 'Cash Payment');
    await userEvent.click(dialog.getByRole('button', { name: '$150.00' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ choice: { kind: 'payment', tenders: [{ method: 'cash', amount: 15000 }] } }),
    );
  },
};

/** Issue 37 on a phone: taking payment fits the screen. */
export const TenderOnAPhone: Story = {
  args: { cart: WithCart.args?.cart },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Cart' }));
    const sheet = await opened('Current Sale');
    await userEvent.click(sheet.getByRole('button', { name: 'Cash Payment' }));
    const dialog = await opened('Take Payment');
    await userEvent.click(dialog.getByRole('button', { name: '$145.00' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Change due $4.83');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const partCash = async (canvas: typeof body) => {
  const dialog = await take(canvas, 'Cash Payment');
  const amount = dialog.getByRole('textbox', { name: 'Cash tendered' });
  await userEvent.clear(amount);
  await userEvent.type(amount, '20');
  await userEvent.tab();
  await expect(dialog.getByText('$120.17 will remain: add another payment for it.')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Add Payment' }));
  await expect(dialog.getByRole('list', { name: 'Payments taken' })).toHaveTextContent('Cash Payment$20.00');
  await userEvent.click(dialog.getByRole('radio', { name: 'Card Payment' }));
  await expect(dialog.getByRole('textbox', { name: 'Card Payment amount' })).toHaveValue('$120.17');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Reference (optional)' }), '4242');
  return dialog;
};

/** Issue 37: less cash than is due is a part payment, and the rest goes on another tender. */
export const SplitInProgress: Story = {
  args: { cart: WithCart.args?.cart },
  play: async ({ canvas }) => {
    const dialog = await partCash(canvas);
    await expect(dialog.getByRole('button', { name: 'Remove Cash Payment $20.00' })).toBeEnabled();
  },
};

/** Issue 37: a split of $20 cash and the rest by card, each tender sent with the sale. */
export const SplitPayment: Story = {
  args: { cart: WithCart.args?.cart },
  play: async ({ canvas, args }) => {
    const dialog = await partCash(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        choice: {
          kind: 'payment',
          tenders: [
            { method: 'cash', amount: 2000 },
            { method: 'card', amount: 12017, reference: '4242' },
          ],
        },
      }),
    );
  },
};

/** Issue 37: a card charges at most what is due: only cash gives change. */
export const CardOverDueRefused: Story = {
  args: { cart: WithCart.args?.cart },
  play: async ({ canvas, args }) => {
    const dialog = await take(canvas, 'Card Payment');
    const amount = dialog.getByRole('textbox', { name: 'Card Payment amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.tab();
    await expect(
      dialog.getByText('Card Payment can take at most $140.17; only cash gives change'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/** Issue 37: a line discount with its reason, then a cart discount: both come off before tax. */
export const Discounts: Story = {
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Cart' });
    await userEvent.click(canvas.getByRole('button', { name: /^Wireless Bluetooth Headphones/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Organic Coffee Beans 1kg/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Organic Coffee Beans 1kg/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Discount on Wireless Bluetooth Headphones' }));
    let dialog = within(
      await body.findByRole('dialog', { name: 'Discount on Wireless Bluetooth Headphones' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Percentage off' }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    // No reason: refused on its field, the percentage kept.
    await expect(dialog.getByText('Give a reason for the discount')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Display model');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    await expect(within(cart).getByText('10% off · Display model')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cart Discount' }));
    dialog = await opened('Cart Discount');
    await userEvent.click(dialog.getByRole('radio', { name: 'Amount' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount off' }), '5');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Coupon');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Discount' }));
    // 8.00 off the headphones and 5.00 off the cart.
    await expect(cart).toHaveTextContent('Discount-$13.00');
    await expect(canvas.getByRole('button', { name: 'Edit Cart Discount' })).toBeVisible();
  },
};

/** Issue 37: the discounts go with the sale, for the server to apply again. */
export const DiscountsGoWithTheSale: Story = {
  args: {
    cart: [
      {
        id: 'POS-01',
        name: 'Wireless Bluetooth Headphones',
        price: 7999,
        quantity: 1,
        discount: { kind: 'percent', value: 10, reason: 'Display model' },
      },
    ],
  },
  play: async ({ canvas, args }) => {
    // 79.99 less 8.00 = 71.99; tax 5.939 -> 5.94.
    await expect(canvas.getByRole('region', { name: 'Cart' })).toHaveTextContent('Total$77.93');
    const dialog = await take(canvas, 'Card Payment');
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        lines: [
          expect.objectContaining({ discount: { kind: 'percent', value: 10, reason: 'Display model' } }),
        ],
        choice: { kind: 'payment', tenders: [{ method: 'card', amount: 7793 }] },
      }),
    );
  },
};

/** Issue 37: a tile reads what this store holds; none here reads Out of Stock and adds nothing; the cart never takes more. */
export const StockAtTheTill: Story = {
  args: {
    products: [
      { id: 'POS-20', name: 'Last Lamp', price: 2999, category: 'Home & Garden', stock: 1 },
      { id: 'POS-21', name: 'Sold Out Mug', price: 899, category: 'Home & Garden', stock: 0 },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /^Sold Out Mug.*Out of Stock$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Sold Out Mug/ }));
    await expect(args.onCartChange).not.toHaveBeenCalled();
    await expect(args.onNotice).toHaveBeenLastCalledWith({
      title: 'Not Enough Stock',
      message: 'Sold Out Mug is out of stock',
      destructive: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: /^Last Lamp/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Last Lamp/ }));
    await expect(args.onCartChange).toHaveBeenCalledOnce();
    await expect(args.onNotice).toHaveBeenLastCalledWith({
      title: 'Not Enough Stock',
      message: 'Only 1 left of Last Lamp',
      destructive: true,
    });
    await expect(canvas.getByRole('textbox', { name: 'Quantity of Last Lamp' })).toHaveValue('1');
  },
};

/** Issue 37: only the payment methods and delivery options Settings turns on are offered. */
export const SettingsTurnOptionsOff: Story = {
  args: {
    cart: WithCart.args?.cart,
    till: {
      ...sampleTillSettings,
      taxRatePercent: 10,
      payments: { cash: true, card: false, mobile: true },
      delivery: { pickup: true, fast: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Card Payment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Fast Delivery/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mobile Wallet' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Cart' })).toHaveTextContent('Tax (10%)$12.95');
  },
};

/** Issue 37: the till shows money in the currency Settings chooses: its symbol on the tiles, the cart and the tender. */
export const InTheSettingsCurrency: Story = {
  args: { cart: WithCart.args?.cart, till: { ...sampleTillSettings, currency: 'EUR' } },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Cart' });
    await expect(cart).toHaveTextContent('Total€140.17');
    await expect(cart).not.toHaveTextContent('$');
    const dialog = await take(canvas, 'Cash Payment');
    const quick = within(dialog.getByRole('group', { name: 'Quick cash amounts' }));
    await userEvent.click(quick.getByRole('button', { name: '€150.00' }));
    await expect(dialog.getByRole('textbox', { name: 'Cash tendered' })).toHaveValue('€150.00');
    await expect(dialog.getByRole('status')).toHaveTextContent('Change due €9.83');
  },
};

const sarah = {
  id: 'CUST-002',
  name: 'Sarah Johnson',
  email: 'sarah.j@example.com',
  phone: '+1 (555) 234-1111',
  address: '45 Lake View Rd, Midtown',
  totalOrders: 12,
  totalSpent: 102040,
  firstOrder: '2023-03-14',
  lastOrder: '2024-01-15',
};

/** Issue 37: the sale's customer is one line beside the cart; the chooser opens over it, finds them, and the sale goes to them. */
export const CustomerChosen: Story = {
  args: {
    cart: WithCart.args?.cart,
    findCustomers: fn(async () => ({ items: [sarah], total: 1, nextCursor: null })),
  },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Cart' });
    await expect(cart).toHaveTextContent('Walk-in Customer · 3 items');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Customer' }));
    const chooser = await opened('Sale’s Customer');
    await userEvent.type(chooser.getByRole('combobox', { name: 'Find customer' }), 'sarah');
    await userEvent.click(await body.findByRole('option', { name: /^Sarah Johnson/ }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sale’s Customer' })).toBeNull());
    await expect(cart).toHaveTextContent('Sarah Johnson · 3 items');
    await expect(canvas.getByRole('button', { name: 'Change Customer' })).toBeVisible();
  },
};

/** Issue 37: the sale goes to the customer chosen. */
export const SoldToTheCustomer: Story = {
  args: CustomerChosen.args,
  play: async (context) => {
    await CustomerChosen.play?.(context);
    const payment = await take(context.canvas, 'Card Payment');
    await userEvent.click(payment.getByRole('button', { name: 'Complete Sale' }));
    await expect(context.args.onCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ customerId: 'CUST-002' }),
    );
  },
};

/** A customer with payment terms: the till offers On Account, which sells with no tender. */
export const OnAccount: Story = {
  args: {
    cart: WithCart.args?.cart,
    customer: { ...sarah, paymentTermsDays: 30 },
    onCustomerChange: fn(),
    findCustomers: fn(async () => ({ items: [sarah], total: 1, nextCursor: null })),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Cart' })).toHaveTextContent('Sarah Johnson · 3 items');
    await userEvent.click(canvas.getByRole('button', { name: 'On Account' }));
    await waitFor(() =>
      expect(args.onCheckout).toHaveBeenCalledWith(
        expect.objectContaining({ customerId: 'CUST-002', choice: { kind: 'account' } }),
      ),
    );
  },
};

/** A customer holding store credit pays part of the sale with it, and the rest by card. */
export const PaidPartlyWithStoreCredit: Story = {
  args: {
    cart: WithCart.args?.cart,
    customer: { ...sarah, storeCredit: 1250 },
    onCustomerChange: fn(),
    findCustomers: fn(async () => ({ items: [sarah], total: 1, nextCursor: null })),
  },
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const dialog = await take(canvas, 'Card Payment');
    await userEvent.click(dialog.getByRole('radio', { name: 'Store Credit ($12.50 available)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await waitFor(() =>
      expect(args.onCheckout).toHaveBeenCalledWith(
        expect.objectContaining({
          customerId: 'CUST-002',
          choice: {
            kind: 'payment',
            tenders: [
              { method: 'storeCredit', amount: 1250 },
              { method: 'card', amount: 12767 },
            ],
          },
        }),
      ),
    );
  },
};

/** A walk-in, or a customer without terms: no On Account. */
export const NoAccountWithoutTerms: Story = {
  args: CustomerChosen.args,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Card Payment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'On Account' })).toBeNull();
  },
};

const parkedSarah = {
  id: 'PARK-2',
  lines: [{ id: 'POS-06', name: 'Organic Coffee Beans 1kg', price: 2475, quantity: 2 }],
  customerId: 'CUST-002',
  customerName: 'Sarah Johnson',
  itemCount: 2,
  subtotal: 4950,
  parkedBy: 'Ann Cashier',
  parkedAt: '2026-11-27T19:03:00.000Z',
};
const parkedWalkIn = {
  id: 'PARK-1',
  lines: [{ id: 'POS-08', name: 'Dark Chocolate Bar', price: 325, quantity: 3 }],
  customerName: 'Walk-in Customer',
  itemCount: 3,
  subtotal: 975,
  parkedBy: 'Ann Cashier',
  parkedAt: '2026-11-27T18:41:00.000Z',
};

/** Issue 37: the carts parked at any till, newest first, each resumed with one press. */
export const ParkedCarts: Story = {
  args: {
    parking: {
      carts: [parkedSarah, parkedWalkIn],
      onPark: fn(async () => undefined),
      onResume: fn(async (cart) => ({ cart, customer: sarah })),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Parked Carts (2)' }));
    const dialog = await opened('Parked Carts');
    const list = dialog.getByRole('list', { name: 'Parked carts' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Sarah Johnson', 'Walk-in Customer']);
    await expect(list).toHaveTextContent('2 items · $49.50');
    await expect(list).toHaveTextContent('Ann Cashier · Nov 27, 2026, 2:03 PM');
  },
};

/** Issue 37: a cart parked starts a new sale; resumed, it comes back with its customer. */
export const ParkAndResume: Story = {
  args: { ...ParkedCarts.args, findCustomers: CustomerChosen.args?.findCustomers },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Dark Chocolate Bar/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Park Cart' }));
    await expect(args.parking?.onPark).toHaveBeenCalledWith({
      lines: [{ id: 'POS-08', name: 'Dark Chocolate Bar', price: 325, quantity: 1 }],
    });
    await waitFor(() => expect(canvas.getByText(EMPTY_CART_TEXT)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Parked Carts (2)' }));
    const dialog = await opened('Parked Carts');
    await userEvent.click(dialog.getByRole('button', { name: "Resume Sarah Johnson's cart" }));
    const cart = canvas.getByRole('region', { name: 'Cart' });
    await waitFor(() => expect(cart).toHaveTextContent('Sarah Johnson · 2 items'));
    await expect(cart).toHaveTextContent('Organic Coffee Beans 1kg');
  },
};

/** Issue 38: on a tablet the till's header holds its every action: park, parked carts, return and the cash drawer. */
export const HeaderOnATablet: Story = {
  args: {
    drawerHref: '/pos/drawer',
    returnsHref: '/returns?new=1',
    parking: {
      carts: [],
      onPark: fn(async () => undefined),
      onResume: fn(async (cart) => ({ cart, customer: null })),
    },
  },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    for (const name of ['Return', 'Cash Drawer'])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Parked Carts (0)' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 38: a bar brought back from ORD-3364 (its credit $3.52) towards headphones ($86.59): $83.07 is due. */
const exchangeOfABar = {
  saleReturn: {
    saleId: 'ORD-3364',
    lines: [{ lineNo: 0, quantity: 1, restock: true }],
    reason: 'wrong_item' as const,
  },
  credit: 352,
};

/** An exchange with more due: its credit under the totals, no delivery, and a payment takes only what is left. */
export const ExchangeMoreDue: Story = {
  args: {
    cart: [{ id: 'POS-01', name: 'Wireless Bluetooth Headphones', price: 7999, quantity: 1 }],
    exchange: exchangeOfABar,
    onExchange: fn(),
    onExchangeCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    const credit = canvas.getByRole('group', { name: 'Exchange' });
    await expect(credit).toHaveTextContent('Exchange Credit from ORD-3364−$3.52');
    await expect(within(credit).getByRole('status')).toHaveTextContent('Amount Due$83.07');
    // An exchange is taken at the till: no delivery, no account.
    await expect(canvas.queryByRole('heading', { name: 'Delivery Options' })).toBeNull();
    const payment = await take(canvas, 'Card Payment');
    await userEvent.click(payment.getByRole('button', { name: 'Complete Sale' }));
    await expect(args.onExchange).toHaveBeenCalledWith({
      lines: [{ id: 'POS-01', name: 'Wireless Bluetooth Headphones', price: 7999, quantity: 1 }],
      tenders: [{ method: 'card', amount: 8307 }],
      refundTo: 'original',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Take Payment' })).toBeNull());
  },
};

/** An exchange with less due: the credit covers the cart, the rest is refunded; "Complete Exchange" records it. */
export const ExchangeLessDue: Story = {
  args: {
    cart: [{ id: 'POS-08', name: 'Dark Chocolate Bar', price: 325, quantity: 1 }],
    exchange: { ...exchangeOfABar, credit: 3896 },
    onExchange: fn(),
    onExchangeCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    const credit = canvas.getByRole('group', { name: 'Exchange' });
    await expect(credit).toHaveTextContent('Exchange Credit from ORD-3364−$38.96');
    // 3.25 + 0.27 tax = 3.52 of the 38.96: 35.44 back.
    await expect(within(credit).getByRole('status')).toHaveTextContent('Refund$35.44');
    await expect(canvas.queryByRole('button', { name: 'Card Payment' })).toBeNull();
    // The difference goes back to the original payment unless cash is chosen.
    const refundTo = within(canvas.getByRole('radiogroup', { name: 'Refund to' }));
    await expect(refundTo.getByRole('radio', { name: 'Original payment' })).toBeChecked();
    await expect(refundTo.queryByRole('radio', { name: 'Store Credit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Exchange' }));
    await expect(args.onExchangeCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Exchange' }));
    await expect(args.onExchange).toHaveBeenCalledWith({
      lines: [{ id: 'POS-08', name: 'Dark Chocolate Bar', price: 325, quantity: 1 }],
      tenders: [],
      refundTo: 'original',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The exchange's difference paid back in cash from the drawer, when the cashier chooses it. */
export const ExchangeRefundedInCash: Story = {
  args: { ...ExchangeLessDue.args, onExchange: fn() },
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash from the drawer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Exchange' }));
    await expect(args.onExchange).toHaveBeenCalledWith(
      expect.objectContaining({ tenders: [], refundTo: 'cash' }),
    );
  },
};

/** The exchange's cart on a phone, in its sheet. */
export const ExchangeOnAPhone: Story = {
  args: ExchangeLessDue.args,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Cart' }));
    const sheet = within(await body.findByRole('dialog', { name: 'Current Sale' }));
    await expect(sheet.getByRole('group', { name: 'Exchange' })).toHaveTextContent('Refund$35.44');
    await expect(sheet.getByRole('button', { name: 'Complete Exchange' })).toBeEnabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The exchange's cart on a tablet, beside the grid. */
export const ExchangeOnATablet: Story = {
  args: ExchangeMoreDue.args,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Exchange' })).toHaveTextContent('Amount Due$83.07');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
