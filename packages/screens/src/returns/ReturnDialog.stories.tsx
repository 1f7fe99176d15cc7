import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { binFinderOver } from '../shared/binFinderFixture';
import { cardSale, cardSaleLines } from '../shared/cardSaleFixture';
import { ReturnDialog } from './ReturnDialog';

const detail = cardSale;
const returns = { saleId: 'ORD-1013', lines: cardSaleLines(), returns: [], voidable: false };

const meta = {
  title: 'Screens/Returns/ReturnDialog',
  component: ReturnDialog,
  args: { detail, returns, onRecord: fn(), onExchange: fn(), onClose: fn() },
} satisfies Meta<typeof ReturnDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * Issue 38: "Exchange" takes the chosen items to the till as a credit towards a new sale: the
 * lines, why, and the credit (the refund the return would give); nothing is recorded yet.
 */
export const Exchange: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Return Items from ORD-1013' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Exchange' }));
    await expect(dialog.getByText('Choose how many of an item come back')).toBeVisible();
    await expect(args.onExchange).not.toHaveBeenCalled();
    const cables = dialog.getByRole('textbox', { name: 'Quantity of USB-C Charging Cable (2 m) to return' });
    await userEvent.clear(cables);
    await userEvent.type(cables, '1');
    await userEvent.tab();
    await userEvent.click(dialog.getByRole('button', { name: 'Exchange' }));
    // One cable of two that paid 28.12: a credit of 14.06.
    await expect(args.onExchange).toHaveBeenCalledWith({
      saleReturn: {
        saleId: 'ORD-1013',
        lines: [{ lineNo: 1, quantity: 1, restock: true }],
        reason: 'not_wanted',
      },
      credit: 1406,
    });
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/**
 * Issue 38: a line goes back into the bin it was sold from unless another is chosen ("Back
 * into", searched by name): the return names that bin.
 */
export const IntoAnotherBin: Story = {
  args: { findBins: binFinderOver() },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Return Items from ORD-1013' }));
    const headphones = dialog.getByRole('textbox', {
      name: 'Quantity of Wireless Bluetooth Headphones (Black) to return',
    });
    await userEvent.clear(headphones);
    await userEvent.type(headphones, '1');
    await userEvent.tab();
    await expect(dialog.getByText('Leave empty for A-01-01, where it was sold from')).toBeVisible();
    const into = dialog.getByRole('combobox', {
      name: /^Bin Wireless Bluetooth Headphones \(Black\) goes back into/,
    });
    await userEvent.type(into, 'b-1');
    await userEvent.click(await body.findByRole('option', { name: 'B-1-1 · Main Warehouse' }));
    await expect(dialog.getByText('Back on sale in B-1-1 · Main Warehouse')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Record Return' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      saleId: 'ORD-1013',
      lines: [{ lineNo: 0, quantity: 1, restock: true, binId: 'B-1-1' }],
      reason: 'not_wanted',
      refundTo: 'original',
    });
  },
};
