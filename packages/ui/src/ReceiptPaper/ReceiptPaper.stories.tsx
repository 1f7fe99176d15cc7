import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { printSlip, ReceiptPaper } from './ReceiptPaper';

const meta = {
  title: 'UI/ReceiptPaper',
  component: ReceiptPaper,
  args: {
    'aria-label': 'Receipt ORD-1013',
    lines: [
      '             Main Warehouse',
      '------------------------------------------',
      'Sale ORD-1013',
      'Wireless Bluetooth Headphones',
      '  1 x $79.99                        $79.99',
      'TOTAL                               $86.59',
    ],
  },
} satisfies Meta<typeof ReceiptPaper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed-width lines keep their columns: an amount stands at the right edge as it prints. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const slip = canvas.getByRole('document', { name: 'Receipt ORD-1013' });
    await expect(slip).toHaveTextContent('Sale ORD-1013');
    await expect(getComputedStyle(slip.querySelector('pre') as Element).whiteSpace).toBe('pre');
  },
};

/** Printing marks the page for the slip's paper, sets its page size, and clears both after. */
export const Printing: Story = {
  play: async () => {
    const print = fn();
    const original = window.print;
    window.print = () => {
      print(document.documentElement.dataset.printing, document.head.lastElementChild?.textContent);
    };
    try {
      printSlip('receipt');
      await expect(print).toHaveBeenCalledWith('receipt', '@page { size: 80mm auto; margin: 4mm; }');
      window.dispatchEvent(new Event('afterprint'));
      await expect(document.documentElement.dataset.printing).toBeUndefined();
    } finally {
      window.print = original;
    }
  },
};
