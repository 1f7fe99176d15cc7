import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidationError } from '@warehouse/domain/contract';
import { NO_VARIANTS_TEXT } from '@warehouse/domain/notices';
import { sampleCategories, sampleProducts } from '@warehouse/domain/sample';
import { PRODUCT_MESSAGES } from '@warehouse/domain/stock';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { binFinderOver } from '../shared/binFinderFixture';
import { expectExportMenu, exportHrefOf } from '../shared/exportStory';
import { fitsTheWindow } from '../shared/fitsTheWindow';
import { INVENTORY_SEARCH_PLACEHOLDER, InventoryScreen, type InventoryScreenProps } from './InventoryScreen';

const meta = {
  title: 'Screens/Inventory/Inventory',
  component: InventoryScreen,
  args: {
    products: sampleProducts,
    onEditProduct: fn(),
    onDeleteProduct: fn(),
    categories: sampleCategories,
    onCategoryChange: fn(),
    onAddOpenChange: fn(),
    onCreateProduct: fn(),
  },
} satisfies Meta<typeof InventoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const dialog = () => body.findByRole('dialog', { name: 'Add Product' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Product', 'SKU', 'Category', 'Price', 'Stock', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: /Wireless Bluetooth Headphones/ });
    await expect(row).toHaveTextContent('WBH-001');
    await expect(row).toHaveTextContent('$79.99');
    await expect(row).toHaveTextContent('In Stock');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Wireless Bluetooth Headphones' }));
    await expect(args.onEditProduct).toHaveBeenCalledWith(sampleProducts[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete USB-C Charging Cable' }));
    await expect(args.onDeleteProduct).toHaveBeenCalledWith(sampleProducts[1]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** §2.5 "Filters": a popover that narrows the list to one of the categories. */
export const FiltersByCategory: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const filters = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: /Category/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Clothing' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('clothing');
  },
};

/** Narrowed to a category: the list says so while the popover is closed, and Clear Filters undoes it. */
export const FilteredByCategory: Story = {
  args: {
    categoryId: 'electronics',
    products: sampleProducts.filter((product) => product.category === 'Electronics'),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing Electronics only')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing Electronics only');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('');
    // The pressed button goes away with the filter: the focus goes back to Filters.
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A category with nothing in it: the empty state names it, not a search. */
export const EmptyCategory: Story = {
  args: { categoryId: 'books', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found')).toBeVisible();
    await expect(canvas.getByText('There are no products in Books.')).toBeVisible();
  },
};

export const StockStatuses: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Products' });
    // Stock 45 over threshold 10, 8 at or below 15, and 0.
    const cases = [
      ['Wireless Bluetooth Headphones', 'In Stock', 'positive'],
      ['USB-C Charging Cable', 'Low Stock', 'caution'],
      ['Smart Watch Series 5', 'Out of Stock', 'critical'],
      // Stock equal to the threshold is low.
      ['Slim Fit Denim Jeans', 'Low Stock', 'caution'],
    ] as const;
    for (const [name, status, tone] of cases) {
      const row = within(table).getByRole('row', { name: new RegExp(name) });
      const badge = within(row).getByText(status);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-tone', tone);
    }
  },
};

export const SearchFiltered: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toHaveAttribute('placeholder', INVENTORY_SEARCH_PLACEHOLDER);
    const table = canvas.getByRole('grid', { name: 'Products' });
    // By category, case-insensitive.
    await userEvent.type(search, 'SPORTS');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(table).getByText('Yoga Mat Premium')).toBeVisible();
    // By SKU.
    await userEvent.clear(search);
    await userEvent.type(search, 'usb-002');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('USB-C Charging Cable')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'cable');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoSearchResults: Story = {
  args: { query: 'zebra', onQueryChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No products found')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 's');
    await expect(args.onQueryChange).toHaveBeenCalledWith('zebras');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { busy: true })).toHaveTextContent('Loading products');
    await expect(canvas.queryByRole('grid', { name: 'Products' })).toBeNull();
  },
};

export const AddDialogOpen: Story = {
  args: { isAddOpen: true },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('textbox', { name: 'Product Name' })).toBeRequired();
    await expect(d.getByRole('textbox', { name: 'Description' })).not.toBeRequired();
    await expect(d.getByRole('textbox', { name: 'SKU' })).toBeRequired();
    await expect(d.getByRole('textbox', { name: 'Base Price' })).toBeRequired();
    await expect(d.getByRole('textbox', { name: 'Stock Quantity' })).toBeRequired();
    await expect(d.getByRole('textbox', { name: 'Low Stock Threshold' })).toHaveAttribute(
      'placeholder',
      '10',
    );
    await expect(d.getByText(NO_VARIANTS_TEXT)).toBeVisible();
    // The category choices.
    await userEvent.click(d.getByRole('button', { name: /Category/ }));
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Electronics', 'Clothing', 'Books', 'Home & Garden', 'Sports']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Home & Garden' }));
    await expect(d.getByRole('button', { name: /Category/ })).toHaveTextContent('Home & Garden');
    // Base Price steps in 0.01.
    const price = d.getByRole('textbox', { name: 'Base Price' });
    await userEvent.type(price, '12.345');
    await userEvent.tab();
    await expect(price).toHaveValue('12.35');
    // Cancel closes (the caller controls the dialog here).
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(args.onAddOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCreateProduct).not.toHaveBeenCalled();
    // The dialog stays open for the snapshot since `isAddOpen` is fixed; clear the focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AddDialogWithErrors: Story = {
  args: { isAddOpen: true },
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.type(d.getByRole('textbox', { name: 'Description' }), 'Ergonomic, 2.4 GHz');
    // Enter in a one-line field submits.
    await userEvent.type(d.getByRole('textbox', { name: 'SKU' }), '{Enter}');
    await expect(await d.findByText(PRODUCT_MESSAGES.nameRequired)).toBeVisible();
    await expect(args.onCreateProduct).not.toHaveBeenCalled();
    // The first invalid field takes the focus.
    const name = d.getByRole('textbox', { name: 'Product Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(d.getByText(PRODUCT_MESSAGES.skuRequired)).toBeVisible();
    await expect(d.getByText(PRODUCT_MESSAGES.basePriceRequired)).toBeVisible();
    await expect(d.getByText(PRODUCT_MESSAGES.stockRequired)).toBeVisible();
    // What was typed stays; typing in a field clears its message.
    await expect(d.getByRole('textbox', { name: 'Description' })).toHaveValue('Ergonomic, 2.4 GHz');
    // A corrected field's message goes once it is changed (react-aria clears it on change).
    await userEvent.type(d.getByRole('textbox', { name: 'Product Name' }), 'Wireless Mouse');
    await userEvent.tab();
    await expect(d.queryByText(PRODUCT_MESSAGES.nameRequired)).toBeNull();
    await expect(d.getByText(PRODUCT_MESSAGES.skuRequired)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithVariants: Story = {
  args: { isAddOpen: true },
  play: async () => {
    const d = within(await dialog());
    const add = d.getByRole('button', { name: 'Add Variant' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(d.queryByText(NO_VARIANTS_TEXT)).toBeNull();
    await expect(d.getAllByRole('group', { name: /^Variant \d$/ })).toHaveLength(3);
    const first = within(d.getByRole('group', { name: 'Variant 1' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Name' }), 'Black');
    await userEvent.type(first.getByRole('textbox', { name: 'SKU' }), 'WM-BLK');
    await userEvent.type(first.getByRole('textbox', { name: 'Price' }), '24.99');
    await userEvent.type(first.getByRole('textbox', { name: 'Stock' }), '30');
    const second = within(d.getByRole('group', { name: 'Variant 2' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Name' }), 'White');
    // Remove the third, then the list keeps the first two as typed.
    await userEvent.click(d.getByRole('button', { name: 'Remove Variant 3' }));
    await expect(d.getAllByRole('group', { name: /^Variant \d$/ })).toHaveLength(2);
    await expect(first.getByRole('textbox', { name: 'Name' })).toHaveValue('Black');
    await expect(first.getByRole('textbox', { name: 'Price' })).toHaveValue('24.99');
    await expect(second.getByRole('textbox', { name: 'Name' })).toHaveValue('White');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RemoveAllVariants: Story = {
  args: { isAddOpen: true },
  parameters: { screenshot: false },
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Add Variant' }));
    await expect(d.queryByText(NO_VARIANTS_TEXT)).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Remove Variant 1' }));
    await expect(d.getByText(NO_VARIANTS_TEXT)).toBeVisible();
  },
};

export const CreateProduct: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    const d = within(await dialog());
    await expect(args.onAddOpenChange).toHaveBeenCalledWith(true);
    await userEvent.type(d.getByRole('textbox', { name: 'Product Name' }), '  Wireless Mouse ');
    await userEvent.type(d.getByRole('textbox', { name: 'SKU' }), 'WM-010');
    await userEvent.type(d.getByRole('textbox', { name: 'Stock Quantity' }), '40');
    await userEvent.click(d.getByRole('button', { name: 'Add Variant' }));
    const variant = within(d.getByRole('group', { name: 'Variant 1' }));
    await userEvent.type(variant.getByRole('textbox', { name: 'Name' }), 'Black');
    await userEvent.type(variant.getByRole('textbox', { name: 'Stock' }), '12');
    await userEvent.type(variant.getByRole('textbox', { name: 'SKU' }), 'WM-010-BLK');
    await userEvent.type(d.getByRole('textbox', { name: 'Base Price' }), '24.5');
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(args.onCreateProduct).toHaveBeenCalledTimes(1));
    await expect(firstArg(args.onCreateProduct)).toEqual({
      name: 'Wireless Mouse',
      description: '',
      category: '',
      basePrice: 2450,
      baseSku: 'WM-010',
      stock: 40,
      lowStockThreshold: 10,
      variants: [{ id: 'v1', name: 'Black', sku: 'WM-010-BLK', price: 0, stock: 12 }],
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onAddOpenChange).toHaveBeenLastCalledWith(false);
    // Opening again starts from an empty form.
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    const again = within(await dialog());
    await expect(again.getByRole('textbox', { name: 'Product Name' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Issue 14: the opening stock goes into the receiving bin, or the bin chosen. */
export const ChoosesTheOpeningStockBin: Story = {
  args: {
    isAddOpen: true,
    findBins: binFinderOver(),
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    // Until another is chosen, the stock goes into the receiving bin.
    const bin = d.getByRole('combobox', { name: /Opening Stock Bin/ });
    await expect(bin).toHaveValue('');
    await expect(bin).toHaveAttribute('placeholder', 'The receiving bin');
    await userEvent.type(d.getByRole('textbox', { name: 'Product Name' }), 'Desk Fan');
    await userEvent.type(d.getByRole('textbox', { name: 'SKU' }), 'DF-1');
    await userEvent.type(d.getByRole('textbox', { name: 'Stock Quantity' }), '3');
    await userEvent.type(d.getByRole('textbox', { name: 'Base Price' }), '24.5');
    await userEvent.type(bin, 'floor');
    await userEvent.click(await body.findByRole('option', { name: 'Sales floor · Downtown Store' }));
    await expect(bin).toHaveValue('Sales floor · Downtown Store');
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(args.onCreateProduct).toHaveBeenCalledTimes(1));
    const values = (
      args.onCreateProduct as unknown as { mock: { calls: [unknown, { openingBinId?: string }][] } }
    ).mock.calls[0]?.[1];
    await expect(values?.openingBinId).toBe('DT-FLOOR');
    // The dialog stays open for the snapshot since `isAddOpen` is fixed; clear the focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerRejects: Story = {
  args: {
    isAddOpen: true,
    defaultProductValues: { name: 'Wireless Mouse', baseSku: 'WBH-001', basePrice: '24.99', stock: '5' },
    onCreateProduct: fn(async () => {
      throw new ValidationError('Invalid input', { baseSku: 'SKU WBH-001 is already in use' });
    }),
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await expect(await d.findByText('SKU WBH-001 is already in use')).toBeVisible();
    await expect(args.onAddOpenChange).not.toHaveBeenCalledWith(false);
    await expect(d.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Wireless Mouse');
    const sku = d.getByRole('textbox', { name: 'SKU' });
    await expect(sku).toHaveAttribute('aria-invalid', 'true');
    // The snapshot shows the field focused: blurring it is undone a frame later by the dialog's
    // focus containment, which made the snapshot depend on timing.
    await waitFor(() => expect(sku).toHaveFocus());
  },
};

/** Barcodes: a retail code's check digit is checked as the form is sent, on the field that holds it. */
export const BarcodeCheckDigitWrong: Story = {
  args: {
    isAddOpen: true,
    defaultProductValues: { name: 'Wireless Mouse', baseSku: 'WM-010', basePrice: '24.99', stock: '5' },
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    const barcode = d.getByRole('textbox', { name: 'Barcode' });
    await userEvent.type(barcode, '4006381333932');
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await expect(
      await d.findByText('Check digit is wrong for an EAN-13 barcode (it should end in 1)'),
    ).toBeVisible();
    await expect(barcode).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreateProduct).not.toHaveBeenCalled();
    // A variant's barcode is checked on its own field.
    await userEvent.click(d.getByRole('button', { name: 'Add Variant' }));
    const variant = within(d.getByRole('group', { name: 'Variant 1' }));
    await userEvent.type(variant.getByRole('textbox', { name: 'Barcode' }), '96385075');
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await expect(
      await variant.findByText('Check digit is wrong for an EAN-8 barcode (it should end in 4)'),
    ).toBeVisible();
    await expect(d.getByText('A product with variants has its barcodes on its variants')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Barcodes: one item's only; the server names the product that has the code. */
export const BarcodeAlreadyUsed: Story = {
  args: {
    isAddOpen: true,
    defaultProductValues: {
      name: 'Wireless Mouse',
      baseSku: 'WM-010',
      basePrice: '24.99',
      stock: '5',
      barcode: '4006381333931',
    },
    onCreateProduct: fn(async () => {
      throw new ValidationError('Barcode 4006381333931 is already used by Illustrated World Atlas', {
        barcode: 'Barcode 4006381333931 is already used by Illustrated World Atlas',
      });
    }),
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await expect(
      await d.findByText('Barcode 4006381333931 is already used by Illustrated World Atlas'),
    ).toBeVisible();
    await expect(args.onCreateProduct).toHaveBeenCalledTimes(1);
    const barcode = d.getByRole('textbox', { name: 'Barcode' });
    await expect(barcode).toHaveValue('4006381333931');
    await waitFor(() => expect(barcode).toHaveFocus());
  },
};

function firstArg(mock: unknown): unknown {
  return (mock as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0];
}

/** Issue 14: the edit icon opens the product in the same form; stock is shown, not typed. */
const cableValues = {
  name: 'USB-C Charging Cable',
  description: '',
  category: 'electronics' as const,
  basePrice: '12.99',
  baseSku: 'USB-002',
  stock: '8',
  lowStockThreshold: '15',
  variants: [
    { id: 'P002-1M', name: '1 m', sku: 'USB-002-1M', price: '12.99', stock: '5' },
    { id: 'P002-2M', name: '2 m', sku: 'USB-002-2M', price: '12.99', stock: '3' },
  ],
};

export const EditProduct: Story = {
  args: {
    editing: { name: 'USB-C Charging Cable', values: cableValues },
    onSaveProduct: fn(),
    onEditClose: fn(),
  },
  render: function Render(args) {
    const [editing, setEditing] = useState(args.editing);
    const close = () => {
      args.onEditClose?.();
      setEditing(undefined);
    };
    return <InventoryScreen {...args} editing={editing} onEditClose={close} />;
  },
  play: async ({ args }) => {
    const edit = within(await body.findByRole('dialog', { name: 'Edit Product' }));
    await expect(edit.getByRole('textbox', { name: 'Stock Quantity' })).toHaveAttribute('readonly');
    const variant = within(edit.getByRole('group', { name: 'Variant 1' }));
    await expect(variant.getByRole('textbox', { name: 'Stock' })).toHaveAttribute('readonly');
    const price = edit.getByRole('textbox', { name: 'Base Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '11.49');
    await userEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSaveProduct).toHaveBeenCalledWith({ ...cableValues, basePrice: '11.49' }),
    );
    await waitFor(() => expect(args.onEditClose).toHaveBeenCalled());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Issue 14: the Edit Product dialog as it opens, the stock fields read-only. */
export const EditProductDialog: Story = {
  args: { editing: { name: 'USB-C Charging Cable', values: cableValues }, onEditClose: fn() },
  play: async () => {
    const edit = within(await body.findByRole('dialog', { name: 'Edit Product' }));
    await expect(edit.getByRole('textbox', { name: 'Product Name' })).toHaveValue('USB-C Charging Cable');
    await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

/** Issue 14: a product that never had stock is deleted, after a confirmation. */
export const DeleteProduct: Story = {
  args: {
    removing: { name: 'Smart Watch Series 5', hasHistory: false },
    onConfirmRemove: fn(),
    onRemoveClose: fn(),
  },
  render: function Render(args) {
    const [removing, setRemoving] = useState(args.removing);
    const close = () => {
      args.onRemoveClose?.();
      setRemoving(undefined);
    };
    return <InventoryScreen {...args} removing={removing} onRemoveClose={close} />;
  },
  play: async ({ args }) => {
    const confirm = within(await body.findByRole('dialog', { name: 'Delete Product' }));
    await expect(confirm.getByText(/It has never had stock/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onConfirmRemove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Issue 14: a product with stock history is archived instead (the dialog, as it opens). */
export const ArchiveProduct: Story = {
  args: {
    removing: { name: 'USB-C Charging Cable', hasHistory: true },
    onConfirmRemove: fn(),
    onRemoveClose: fn(),
  },
  play: async ({ args }) => {
    const confirm = within(await body.findByRole('dialog', { name: 'Archive Product' }));
    await expect(confirm.getByText(/cannot be deleted/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Archive' })).toBeVisible();
    await expect(args.onConfirmRemove).not.toHaveBeenCalled();
  },
};

/** Issue 14: a product's stock at each location and its movements, newest first, with the running balance. */
export const StockHistory: Story = {
  args: {
    onShowHistory: fn(),
    onHistoryClose: fn(),
    history: {
      name: 'Stainless Steel Cookware Set',
      byLocation: [
        { location: 'Main Warehouse', onHand: 15 },
        { location: 'Downtown Store', onHand: 4 },
        { location: 'Airport Branch', onHand: 0 },
      ],
      movements: [
        {
          seq: 3,
          at: '2026-11-23T10:15:00.000+00:00',
          kind: 'count',
          item: 'Stainless Steel Cookware Set',
          bin: 'D-3-2 · Main Warehouse',
          quantity: -3,
          balance: 19,
          by: 'admin',
          reason: 'Cycle count: 3 found broken',
        },
        {
          seq: 2,
          at: '2026-01-02T08:00:00.000+00:00',
          kind: 'opening',
          item: 'Stainless Steel Cookware Set',
          bin: 'Sales floor · Downtown Store',
          quantity: 4,
          balance: 22,
          by: 'admin',
          document: 'OPEN-2026',
        },
      ],
    },
  },
  play: async ({ args }) => {
    const history = within(await body.findByRole('dialog', { name: 'Stock History' }));
    await expect(history.getByRole('region', { name: 'Main Warehouse' })).toHaveTextContent('15');
    const rows = history.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Cycle count: 3 found broken');
    await expect(rows[0]).toHaveTextContent('-3');
    await userEvent.keyboard('{Escape}');
    await expect(args.onHistoryClose).toHaveBeenCalled();
  },
};

/** Issue 39: the history's Export downloads every movement of the product, in the business's time zone. */
export const StockHistoryExport: Story = {
  args: {
    ...StockHistory.args,
    history: {
      ...(StockHistory.args?.history as NonNullable<InventoryScreenProps['history']>),
      exportHref: exportHrefOf('stockMovements', 'productId=P013'),
    },
  },
  play: async () => {
    const history = await body.findByRole('dialog', { name: 'Stock History' });
    await expectExportMenu(history, 'Export', exportHrefOf('stockMovements', 'productId=P013'));
  },
};

/** Sixty counts, newest first, as a product's first page of history (issue 18). */
const sixtyCounts = Array.from({ length: 60 }, (_, k) => ({
  seq: 1_000 - k,
  at: '2026-11-23T10:15:00.000+00:00',
  kind: 'count' as const,
  item: 'Stainless Steel Cookware Set',
  bin: 'D-3-2 · Main Warehouse',
  quantity: -1,
  balance: 500 + k,
  by: 'admin',
  reason: `Count ${60 - k}`,
}));

/**
 * Issue 18: a product with years of history shows its first page; the table counts them all
 * ("1,000+": the server stopped counting) and asks for the next page as its end scrolls into view.
 */
export const StockHistoryFirstPageOfMany: Story = {
  args: {
    ...StockHistory.args,
    history: {
      name: 'Stainless Steel Cookware Set',
      byLocation: [{ location: 'Main Warehouse', onHand: 500 }],
      movements: sixtyCounts,
      total: 1_000,
      totalIsLowerBound: true,
      onLoadMore: fn(),
    },
  },
  play: async ({ args }) => {
    const history = within(await body.findByRole('dialog', { name: 'Stock History' }));
    const grid = history.getByRole('grid', { name: 'Stock movements' });
    await expect(grid).toHaveAttribute('aria-rowcount', '-1');
    await expect(history.getByRole('rowheader', { name: /Count 60/ })).toBeVisible();
    await expect(args.history?.onLoadMore).not.toHaveBeenCalled();
    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.history?.onLoadMore).toHaveBeenCalled());
    await expect(history.getByRole('rowheader', { name: /Count 1$/ })).toBeVisible();
  },
};

/** Issue 17: what open purchase orders will bring shows under a product's stock. */
export const OnOrder: Story = {
  args: {
    products: sampleProducts.map((product) =>
      product.id === 'P002' ? { ...product, onOrder: 30 } : product,
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('+30 on order')).toBeVisible();
    await expect(canvas.getAllByText(/on order$/)).toHaveLength(1);
  },
};

/** Issue 16: a role that may not change products (a cashier looking up stock) sees no Add, Edit or Delete. */
export const ReadOnly: Story = {
  args: { canEdit: false, onShowHistory: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Product' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Stock history of / }).length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('button', { name: /^(Edit|Delete) / })).toHaveLength(0);
  },
};

/** Issue 16: for owners and managers, the history also lists who changed the product, and when. */
export const StockHistoryWithChanges: Story = {
  args: {
    ...StockHistory.args,
    history: {
      name: 'Stainless Steel Cookware Set',
      byLocation: [{ location: 'Main Warehouse', onHand: 15 }],
      movements: [],
      activity: [
        {
          id: '7',
          at: '2026-11-23T10:15:00.000Z',
          userId: 'rick',
          call: 'adjustStock',
          record: 'P013',
          outcome: 'done',
          code: null,
        },
      ],
    },
  },
  play: async () => {
    const history = within(await body.findByRole('dialog', { name: 'Stock History' }));
    const changes = within(history.getByRole('grid', { name: 'Changes to this product' }));
    await expect(changes.getByRole('row', { name: /Adjusted stock/ })).toHaveTextContent('rick');
  },
};

// Issue 19: the screen at a phone's, a tablet's and a landscape tablet's width.
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: fitsTheWindow('Inventory Management'),
};
export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: fitsTheWindow('Inventory Management'),
};
export const OnATabletInLandscape: Story = {
  globals: { viewport: { value: 'tabletLandscape' } },
  play: fitsTheWindow('Inventory Management'),
};

export const Submitting: Story = {
  args: {
    isAddOpen: true,
    defaultProductValues: { name: 'Wireless Mouse', baseSku: 'WM-010', basePrice: '24.99', stock: '40' },
    // Never settles: the dialog waits with the button busy. React keeps every later async action of
    // the page pending while one is, so this story stays the last.
    onCreateProduct: fn(() => new Promise<never>(() => {})),
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(args.onCreateProduct).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(d.getByRole('button', { name: 'Add Product' })).toHaveAttribute('aria-disabled', 'true'),
    );
    // A second press does not submit twice; the dialog stays open with what was typed.
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    await expect(args.onCreateProduct).toHaveBeenCalledTimes(1);
    await expect(args.onAddOpenChange).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Wireless Mouse');
    await userEvent.unhover(d.getByRole('button', { name: 'Add Product' }));
  },
};

/** Issue 39: "Export" downloads the products as listed (searched, narrowed to a category, sorted) as a CSV or an Excel file. */
export const ExportMenuOpen: Story = {
  args: { exportHref: exportHrefOf('inventory', 'categoryId=electronics') },
  play: async ({ canvasElement }) => {
    await expectExportMenu(canvasElement, 'Export', exportHrefOf('inventory', 'categoryId=electronics'));
  },
};
