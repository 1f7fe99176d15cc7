import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidationError } from '@warehouse/domain/contract';
import { MISSING_INFORMATION_NOTICE } from '@warehouse/domain/notices';
import {
  LINES_REQUIRED_MESSAGE,
  type PurchaseProduct,
  SUPPLIER_REQUIRED_MESSAGE,
} from '@warehouse/domain/purchasing';
import { samplePurchaseProducts, sampleSuppliers } from '@warehouse/domain/sample';
import { notify } from '@warehouse/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PurchaseOrderScreen } from './PurchaseOrderScreen';

const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));

const meta = {
  title: 'Screens/Purchases/PurchaseOrderScreen',
  component: PurchaseOrderScreen,
  beforeEach: async () => {
    notify.dismiss();
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
  },
  args: {
    suppliers: sampleSuppliers,
    products: samplePurchaseProducts,
    today: '2024-01-15',
    noticeDuration: Number.POSITIVE_INFINITY,
    onCreateOrder: fn(),
    onSaveDraft: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof PurchaseOrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const linesTable = () => body.getByRole('grid', { name: 'Order Lines' });
const lineRows = () => within(linesTable()).getAllByRole('row').slice(1);
const createButton = () => body.getByRole('button', { name: 'Create' });
const draftButton = () => body.getByRole('button', { name: 'Save as Draft' });

/** An empty order: today's date, medium priority, no supplier, no lines, so Create is disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Purchase Order' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Supplier/ })).toHaveTextContent('Choose a supplier');
    await expect(canvas.getByRole('group', { name: 'Order Date' })).toHaveTextContent('1/15/2024');
    await expect(canvas.getByRole('group', { name: 'Expected Delivery' })).toHaveTextContent('mm/dd/yyyy');
    await expect(canvas.getByRole('button', { name: /Priority/ })).toHaveTextContent('Medium');
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    await expect(canvas.getByText('No products added')).toBeVisible();
    await expect(canvas.getByText(SUPPLIER_REQUIRED_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(LINES_REQUIRED_MESSAGE)).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(createButton()).toBeDisabled();
    await expect(draftButton()).toBeDisabled();

    const priority = canvas.getByRole('button', { name: /Priority/ });
    await userEvent.click(priority);
    const list = await body.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    await userEvent.click(within(list).getByRole('option', { name: 'Medium' }));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

/** Adding a product already on the order merges it: 2 then 1 headphones make one line of 3. */
export const WithLines: Story = {
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole('textbox', {
      name: 'Quantity of Wireless Bluetooth Headphones to add',
    });
    await userEvent.tripleClick(quantity);
    await expect(quantity).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Wireless Bluetooth Headphones' }));
    await expect(
      await body.findByText('Wireless Bluetooth Headphones added to purchase order'),
    ).toBeVisible();
    await expect(body.getAllByText('Product Added')[0]).toBeVisible();
    await expect(quantity).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Wireless Bluetooth Headphones' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add USB-C Charging Cable' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Smart Watch Series 5' }));

    await expect(lineRows()).toHaveLength(3);
    const headphones = within(linesTable()).getByRole('row', { name: /Wireless Bluetooth Headphones/ });
    await expect(within(headphones).getByRole('textbox', { name: /Quantity of/ })).toHaveValue('3');
    await expect(headphones).toHaveTextContent('$156.00');

    // Editing the unit price recomputes the line total and the order total.
    const cable = within(linesTable()).getByRole('row', { name: /USB-C Charging Cable/ });
    const price = within(cable).getByRole('textbox', { name: 'Unit price of USB-C Charging Cable' });
    await userEvent.clear(price);
    await userEvent.type(price, '7.25');
    await userEvent.tab();
    await expect(cable).toHaveTextContent('$7.25');
    const cableQuantity = within(cable).getByRole('textbox', { name: 'Quantity of USB-C Charging Cable' });
    await userEvent.clear(cableQuantity);
    await userEvent.type(cableQuantity, '4');
    await userEvent.tab();
    await expect(cable).toHaveTextContent('$29.00');

    // Remove deletes the line.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Smart Watch Series 5' }));
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    await expect(canvas.getByText('$185.00')).toBeVisible();
    await expect(canvas.getByText('2 products, 7 units')).toBeVisible();
    // No supplier yet: Create stays disabled.
    await expect(createButton()).toBeDisabled();
    notify.dismiss();
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
  },
};

/** Stock badges are red (critical) below 10 units, neutral from 10. */
export const LowStockBadges: Story = {
  args: {
    products: samplePurchaseProducts.filter((p) =>
      ['PP-001', 'PP-002', 'PP-003', 'PP-006', 'PP-009'].includes(p.id),
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Products' });
    const expected: [string, string][] = [
      ['45 in stock', 'neutral'],
      ['8 in stock', 'critical'],
      ['0 in stock', 'critical'],
      ['9 in stock', 'critical'],
      ['10 in stock', 'neutral'],
    ];
    for (const [label, tone] of expected) {
      await expect(within(table).getByText(label)).toHaveAttribute('data-tone', tone);
    }
  },
};

/** Search narrows the product list by name or SKU. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'bk-012');
    const table = canvas.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('Illustrated World Atlas')).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('bk-012');
  },
};

/** A complete order is created: the draft goes out and the form resets to a fresh order. */
export const CreateOrder: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Supplier/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Global Apparel Co.' }));
    // Issue 17: delivery expected after the supplier's lead time (10 days).
    await expect(canvas.getByRole('group', { name: 'Expected Delivery' })).toHaveTextContent('1/25/2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Cotton Crew T-Shirt' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'Dock 3');
    await userEvent.click(canvas.getByRole('button', { name: /Priority/ }));
    await userEvent.click(await body.findByRole('option', { name: 'High' }));
    await expect(createButton()).toBeEnabled();
    await userEvent.click(createButton());
    await waitFor(() => expect(args.onCreateOrder).toHaveBeenCalledTimes(1));
    await expect(args.onCreateOrder).toHaveBeenCalledWith({
      header: {
        supplierId: 'SUP-002',
        orderDate: '2024-01-15',
        expectedDelivery: '2024-01-25',
        notes: 'Dock 3',
        priority: 'high',
      },
      lines: [
        {
          id: 'PP-005',
          productName: 'Cotton Crew T-Shirt',
          sku: 'CCT-005',
          quantity: 1,
          unitPrice: 875,
          total: 875,
        },
      ],
    });
    // Reset: no supplier, no lines, empty notes, medium priority, today's date.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Supplier/ })).toHaveTextContent('Choose a supplier'),
    );
    await expect(canvas.getByText('No products added')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Priority/ })).toHaveTextContent('Medium');
    await expect(canvas.getByRole('group', { name: 'Order Date' })).toHaveTextContent('1/15/2024');
    await expect(createButton()).toBeDisabled();
    notify.dismiss();
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
  },
};

/**
 * Create is disabled without a supplier and a line. When the order is refused anyway (e.g. the
 * supplier was removed meanwhile), the order stays as it was and the refusal is listed; the
 * "Missing Information" notice is the app's to raise (its action hook), so the screen raises none.
 */
export const MissingInformation: Story = {
  args: {
    defaultSupplierId: 'SUP-001',
    defaultLines: [
      {
        id: 'PP-001',
        productName: 'Wireless Bluetooth Headphones',
        sku: 'WBH-001',
        quantity: 2,
        unitPrice: 5200,
        total: 10400,
      },
    ],
    onCreateOrder: fn(async () => {
      throw new ValidationError(
        MISSING_INFORMATION_NOTICE.message,
        { supplierId: SUPPLIER_REQUIRED_MESSAGE },
        MISSING_INFORMATION_NOTICE,
      );
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ready to create.')).toBeVisible();
    await userEvent.click(createButton());
    await waitFor(() => expect(args.onCreateOrder).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText(SUPPLIER_REQUIRED_MESSAGE)).toBeVisible();
    await expect(toasts()).toHaveLength(0);
    await expect(lineRows()).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /Supplier/ })).toHaveTextContent(
      'TechSource Distributors',
    );
  },
};

/** Issue 17: "Save as Draft" sends the same checked order, to be kept editable, and the form resets. */
export const SaveAsDraft: Story = {
  args: {
    defaultSupplierId: 'SUP-001',
    defaultLines: [
      {
        id: 'PP-001',
        productName: 'Wireless Bluetooth Headphones',
        sku: 'WBH-001',
        quantity: 2,
        unitPrice: 5200,
        total: 10400,
      },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(draftButton());
    await waitFor(() => expect(args.onSaveDraft).toHaveBeenCalledTimes(1));
    await expect(args.onSaveDraft).toHaveBeenCalledWith({
      header: {
        supplierId: 'SUP-001',
        orderDate: '2024-01-15',
        expectedDelivery: '',
        notes: '',
        priority: 'medium',
      },
      lines: [expect.objectContaining({ id: 'PP-001', quantity: 2, total: 10400 })],
    });
    await expect(args.onCreateOrder).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByText('No products added')).toBeVisible());
  },
};

/** Issue 17: a draft being edited: its number in the title, its header and lines as saved, and "Place Order". */
export const EditingADraft: Story = {
  args: {
    editing: {
      id: 'PO-004',
      header: {
        supplierId: 'SUP-002',
        orderDate: '2024-01-10',
        expectedDelivery: '2024-01-24',
        notes: 'Call before delivery',
        priority: 'high',
      },
    },
    defaultLines: [
      {
        id: 'PP-005',
        productName: 'Cotton Crew T-Shirt',
        sku: 'CCT-005',
        quantity: 40,
        unitPrice: 875,
        total: 35000,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit PO-004' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Supplier/ })).toHaveTextContent('Global Apparel Co.');
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveValue('Call before delivery');
    await expect(lineRows()).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
  },
};

/** The products, with what TechSource Distributors was last paid for the headphones. */
const withLastPaid = (products: readonly PurchaseProduct[]) =>
  products.map((product) =>
    product.id === 'PP-001' ? { ...product, lastPaid: { 'SUP-001': 4800 } } : product,
  );

/** Issue 17: with a supplier chosen, a product is added at what that supplier was last paid for it. */
export const ProposesTheLastPricePaid: Story = {
  args: {
    defaultSupplierId: 'SUP-001',
    products: withLastPaid(samplePurchaseProducts),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WBH-001 · $48.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Wireless Bluetooth Headphones' }));
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    await expect(
      canvas.getByRole('textbox', { name: 'Unit price of Wireless Bluetooth Headphones' }),
    ).toHaveValue('$48.00');
    notify.dismiss();
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
  },
};

/** Issue 17: a line added before the supplier is chosen takes that supplier's last price once it is. */
export const RepricesForTheChosenSupplier: Story = {
  args: { products: withLastPaid(samplePurchaseProducts) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Wireless Bluetooth Headphones' }));
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    const unitPrice = canvas.getByRole('textbox', { name: 'Unit price of Wireless Bluetooth Headphones' });
    await expect(unitPrice).not.toHaveValue('$48.00');
    await userEvent.click(canvas.getByRole('button', { name: /Supplier/ }));
    await userEvent.click(await body.findByRole('option', { name: 'TechSource Distributors' }));
    await waitFor(() => expect(unitPrice).toHaveValue('$48.00'));
    await expect(within(linesTable()).getByText('$48.00', { selector: ':not(input)' })).toBeVisible();
    notify.dismiss();
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
  },
};

/**
 * Issue 18: a draft's line keeps the price proposed for its supplier until another is chosen, and
 * then takes its product's own, though the product is in no page of the list shown.
 */
export const RepricesALineNotInTheList: Story = {
  args: {
    products: samplePurchaseProducts.filter((product) => product.id !== 'PP-001'),
    lineProducts: withLastPaid(samplePurchaseProducts.filter((product) => product.id === 'PP-001')),
    defaultSupplierId: 'SUP-001',
    defaultLines: [
      {
        id: 'PP-001',
        productName: 'Wireless Bluetooth Headphones',
        sku: 'WBH-001',
        quantity: 10,
        unitPrice: 4800,
        total: 48000,
      },
    ],
  },
  play: async ({ canvas }) => {
    const unitPrice = canvas.getByRole('textbox', { name: 'Unit price of Wireless Bluetooth Headphones' });
    await expect(unitPrice).toHaveValue('$48.00');
    await userEvent.click(canvas.getByRole('button', { name: /Supplier/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Global Apparel Co.' }));
    await waitFor(() => expect(unitPrice).toHaveValue('$52.00'));
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.queryByRole('grid', { name: 'Products' })).toBeNull();
  },
};
