import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { press } from '../shared/press';
import { ScanScreen } from './ScanScreen';

const meta = {
  title: 'Screens/Inventory/ScanScreen',
  component: ScanScreen,
  args: { onStartCamera: fn() },
} satisfies Meta<typeof ScanScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scan Items' })).toBeVisible();
    await expect(canvas.getByText('Scan barcodes to look up and count items.')).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Start Camera' }));
    await expect(args.onStartCamera).toHaveBeenCalledTimes(1);
  },
};
