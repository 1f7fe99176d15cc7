import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportReport } from '@warehouse/domain/imports';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../shared/press';
import { ImportDialog, type ImportRequest } from './ImportDialog';

const headers = ['Product Name', 'SKU', 'Category', 'Base Price', 'Low Stock Threshold'];
const mapping = { name: 0, sku: 1, category: 2, price: 3, lowStockThreshold: 4 };
const row = (n: number, name: string, sku: string, price: string) => ({
  row: n,
  values: {
    name,
    sku,
    category: 'Electronics',
    price,
    lowStockThreshold: '5',
    description: '',
    barcode: '',
    variantName: '',
    variantSku: '',
    variantPrice: '',
    variantBarcode: '',
  },
});
const withErrors: ImportReport = {
  kind: 'products',
  headers,
  mapping,
  rows: 3,
  preview: [
    row(2, 'Desk Lamp', 'LMP-001', '24.00'),
    row(3, 'Wireless Mouse', 'WM-001', 'ten'),
    row(4, 'USB Hub', 'HUB-001', '19.99'),
  ],
  errors: [{ row: 3, column: 'Base Price', value: 'ten', message: 'Base Price must be a number' }],
  errorCount: 1,
  created: 2,
  updated: 0,
  unchanged: 0,
  committed: false,
};
const clean: ImportReport = {
  ...withErrors,
  preview: [
    row(2, 'Desk Lamp', 'LMP-001', '24.00'),
    row(3, 'Wireless Mouse', 'WM-001', '10.00'),
    row(4, 'USB Hub', 'HUB-001', '19.99'),
  ],
  errors: [],
  errorCount: 0,
  created: 3,
};
const imported: ImportReport = { ...clean, committed: true };
const file = new File(['Product Name,SKU\n'], 'products.csv', { type: 'text/csv' });

const meta = {
  title: 'Screens/Tools/ImportDialog',
  component: ImportDialog,
  args: { onPreview: fn(async () => withErrors), onImport: fn(async () => imported), onClose: fn() },
  parameters: { padded: false },
} satisfies Meta<typeof ImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Chooses the kind of records and a file, then asks for the preview. */
async function chooseAndPreview() {
  const dialog = await body().findByRole('dialog', { name: 'Import Data' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
  await expect(within(dialog).getByText(/products\.csv/)).toBeVisible();
  await press(within(dialog).getByRole('button', { name: 'Preview' }));
  return dialog;
}

/** The first step: what to import and which file; Preview waits for a file. */
export const Choose: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Import Data' });
    await expect(within(dialog).getByRole('radio', { name: 'Products' })).toBeChecked();
    for (const kind of ['Opening stock', 'Customers', 'Suppliers'])
      await expect(within(dialog).getByRole('radio', { name: kind })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Choose File' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
  },
};

/** Preview with errors: the row, column, value and message of each; Import only once valid rows alone are chosen. */
export const PreviewWithErrors: Story = {
  play: async ({ args }) => {
    const dialog = await chooseAndPreview();
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'products', file, mode: 'create', validOnly: false }),
    );
    await expect(
      await within(dialog).findByText('3 rows read. Importing would make 2 added, 0 changed, 0 unchanged.'),
    ).toBeVisible();
    const errors = within(dialog).getByRole('grid', { name: 'Errors' });
    for (const text of ['Base Price', 'ten', 'Base Price must be a number'])
      await expect(within(errors).getByRole('gridcell', { name: text })).toBeVisible();
    await expect(within(errors).getByRole('rowheader', { name: '3' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await press(within(dialog).getByRole('checkbox', { name: /Import only the valid rows/ }));
    await expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
    await press(within(dialog).getByRole('checkbox', { name: /Import only the valid rows/ }));
  },
};

/** Mapping: a required field without a column is named; choosing one checks the file again with it. */
export const Mapping: Story = {
  args: {
    onPreview: fn(async ({ mapping: chosen }: ImportRequest) =>
      chosen ? clean : { ...clean, mapping: { name: 0, sku: 1, category: 2 }, created: 0 },
    ),
  },
  play: async ({ args }) => {
    const dialog = await chooseAndPreview();
    await expect(await within(dialog).findByText('Choose a column for Base Price.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await press(within(dialog).getByRole('button', { name: /Base Price \(required\)/ }));
    await press(await body().findByRole('option', { name: 'Base Price' }));
    await waitFor(() =>
      expect(args.onPreview).toHaveBeenLastCalledWith(
        expect.objectContaining({ mapping: { name: 0, sku: 1, category: 2, price: 3 } }),
      ),
    );
    await expect(
      await within(dialog).findByText('3 rows read. Importing would make 3 added, 0 changed, 0 unchanged.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** Importing: how much of the file has gone; the dialog cannot be closed meanwhile. */
export const Importing: Story = {
  args: {
    onPreview: fn(async () => clean),
    onImport: fn((_request: ImportRequest, onProgress: (fraction: number) => void) => {
      onProgress(0.45);
      return new Promise<ImportReport>(() => {});
    }),
  },
  play: async () => {
    const dialog = await chooseAndPreview();
    await press(await within(dialog).findByRole('button', { name: 'Import' }));
    const meter = await within(dialog).findByRole('meter', { name: 'Importing' });
    await expect(meter).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Done: what was added, changed and left as it was. */
export const Done: Story = {
  args: { onPreview: fn(async () => clean) },
  play: async ({ args }) => {
    const dialog = await chooseAndPreview();
    await press(await within(dialog).findByRole('button', { name: 'Import' }));
    await expect(await within(dialog).findByText('Import complete')).toBeVisible();
    await expect(within(dialog).getByText('3 added, 0 changed, 0 unchanged.')).toBeVisible();
    // The footer's Close (the header's icon button has the same name).
    await press(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A refused import (all or nothing): nothing kept, each row's error listed. */
export const Refused: Story = {
  args: { onPreview: fn(async () => clean), onImport: fn(async () => withErrors) },
  play: async () => {
    const dialog = await chooseAndPreview();
    await press(await within(dialog).findByRole('button', { name: 'Import' }));
    await expect(await within(dialog).findByText('Nothing was imported')).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: 'Errors' })).toBeVisible();
  },
};

export const PreviewWithErrorsOnAPhone: Story = {
  ...PreviewWithErrors,
  globals: { viewport: { value: 'phone' } },
};

export const PreviewWithErrorsOnATablet: Story = {
  ...PreviewWithErrors,
  globals: { viewport: { value: 'tablet' } },
};

export const DoneOnAPhone: Story = { ...Done, globals: { viewport: { value: 'phone' } } };
