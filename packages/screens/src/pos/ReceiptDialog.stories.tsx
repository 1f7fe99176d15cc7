import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleTillSettings } from '@warehouse/domain/sample';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ReceiptDialog } from './ReceiptDialog';

const meta = {
  title: 'Screens/POS/Receipt',
  component: ReceiptDialog,
  args: {
    till: sampleTillSettings,
    onClose: fn(),
    detail: {
      sale: {
        id: 'ORD-1013',
        customer: 'Sarah Johnson',
        amount: 12610,
        status: 'completed',
        paymentMethod: 'card',
        date: '2026-11-27',
        items: 3,
        customerId: 'CUST-002',
      },
      lines: [
        {
          id: 'POS-01',
          name: 'Wireless Bluetooth Headphones',
          price: 7999,
          quantity: 1,
          discount: 800,
          tax: 0,
          discountReason: 'Display model',
        },
        { id: 'POS-06', name: 'Organic Coffee Beans 1kg', price: 2475, quantity: 2, discount: 0, tax: 0 },
      ],
      money: {
        subtotal: 12949,
        discount: 1300,
        cartDiscount: 500,
        cartDiscountReason: 'Coupon',
        tax: 961,
        taxRatePercent: 8.25,
        deliveryFee: 0,
        total: 12610,
        tenders: [
          { method: 'cash', amount: 2000 },
          { method: 'card', amount: 10610, reference: '4242' },
        ],
        change: 0,
      },
      soldBy: 'Ann Cashier',
      soldAt: '2026-11-27T19:03:00.000Z',
    },
  },
} satisfies Meta<typeof ReceiptDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * Issue 37: after every sale, its receipt: the business from Settings, the sale, its time in the
 * business's timezone, the cashier, lines, discounts, tax, total and each tender; printed on an 80 mm
 * receipt printer or A4, or downloaded as a PDF.
 */
export const Default: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Receipt ORD-1013' });
    await waitFor(() => expect(dialog).toBeVisible());
    const slip = within(dialog).getByRole('document', { name: 'Receipt ORD-1013' });
    for (const text of [
      'Main Warehouse',
      '500 Commerce Way, New York, NY 10001',
      '+1 (555) 010-2030',
      'Nov 27, 2026, 2:03 PM',
      'Cashier: Ann Cashier',
      'Customer: Sarah Johnson',
      'Discount (Display model)',
      'Discount (Coupon)',
      'Tax (8.25%)',
      'Card Payment (4242)',
    ])
      await expect(slip).toHaveTextContent(text);
    for (const name of ['Print Receipt', 'Print A4', 'Download PDF', 'Done'])
      await expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  },
};

/** On a phone the slip keeps its columns and scrolls sideways inside the dialog, never the page. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Receipt ORD-1013' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
