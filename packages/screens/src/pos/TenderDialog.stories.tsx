import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TenderDialog } from './TenderDialog';

/**
 * Taking payment for a customer on record who holds store credit: Store Credit is offered beside
 * the methods Settings turns on, up to what they hold and what is due. (The till's other tender
 * states are the Point of Sale's stories.)
 */
const meta = {
  title: 'Screens/POS/TakePayment',
  component: TenderDialog,
  args: {
    total: 14017,
    methods: ['cash', 'card', 'mobile'],
    firstMethod: 'card',
    storeCredit: 1250,
    onComplete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TenderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The dialog once it has opened (its entrance finished). */
const opened = async () => {
  const dialog = await body.findByRole('dialog', { name: 'Take Payment' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

const chooseStoreCredit = async () => {
  const dialog = await opened();
  await userEvent.click(dialog.getByRole('radio', { name: 'Store Credit ($12.50 available)' }));
  return dialog;
};

/** Store Credit offered with what the customer holds; chosen, it pays all it can of what is due. */
export const StoreCreditChosen: Story = {
  play: async () => {
    const dialog = await chooseStoreCredit();
    await expect(dialog.getByRole('radio', { name: 'Store Credit ($12.50 available)' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Store Credit amount' })).toHaveValue('$12.50');
    await expect(dialog.getByText('$127.67 will remain: add another payment for it.')).toBeVisible();
    // Store credit carries no card reference.
    await expect(dialog.queryByRole('textbox', { name: 'Reference (optional)' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Add Payment' })).toBeEnabled();
  },
};

/** Store credit first, the rest by card: both tenders go with the sale; the credit is spent to the last cent. */
export const StoreCreditThenCard: Story = {
  play: async ({ args }) => {
    const dialog = await chooseStoreCredit();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Payment' }));
    await expect(dialog.getByRole('list', { name: 'Payments taken' })).toHaveTextContent(
      'Store Credit$12.50',
    );
    // The rest goes back to the method that opened the dialog; no store credit is left to offer.
    await expect(dialog.getByRole('radio', { name: 'Card Payment' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Card Payment amount' })).toHaveValue('$127.67');
    await expect(dialog.getByRole('radio', { name: 'Store Credit ($0.00 available)' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await expect(args.onComplete).toHaveBeenCalledWith([
      { method: 'storeCredit', amount: 1250 },
      { method: 'card', amount: 12767 },
    ]);
  },
};

/** More than the customer holds is refused before anything is sent. */
export const StoreCreditOverWhatTheyHold: Story = {
  play: async ({ args }) => {
    const dialog = await chooseStoreCredit();
    const amount = dialog.getByRole('textbox', { name: 'Store Credit amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.tab();
    await expect(dialog.getByText('The customer holds $12.50 of store credit')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Payment' })).toBeDisabled();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Holding more than is due, store credit pays the whole sale, no more. */
export const StoreCreditPaysAll: Story = {
  args: { storeCredit: 50000 },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.click(dialog.getByRole('radio', { name: 'Store Credit ($500.00 available)' }));
    await expect(dialog.getByRole('textbox', { name: 'Store Credit amount' })).toHaveValue('$140.17');
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Sale' }));
    await expect(args.onComplete).toHaveBeenCalledWith([{ method: 'storeCredit', amount: 14017 }]);
  },
};

/** A walk-in (or a customer holding none): no Store Credit. */
export const NoStoreCreditForAWalkIn: Story = {
  args: { storeCredit: undefined },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await opened();
    await expect(dialog.getByRole('radio', { name: 'Card Payment' })).toBeChecked();
    await expect(dialog.queryByRole('radio', { name: /^Store Credit/ })).toBeNull();
  },
};

/** Store Credit with one method turned on in Settings: the choice is offered still. */
export const StoreCreditWithOneMethod: Story = {
  args: { methods: ['cash'], firstMethod: 'cash' },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await opened();
    await expect(dialog.getByRole('radio', { name: 'Cash Payment' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Store Credit ($12.50 available)' })).toBeEnabled();
  },
};

/** On a phone, the choice and the amount fit the sheet. */
export const StoreCreditOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await chooseStoreCredit();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a tablet. */
export const StoreCreditOnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async () => {
    await chooseStoreCredit();
  },
};
