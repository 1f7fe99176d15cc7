import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { press } from '../shared/press';
import { CAMERA_DENIED_TITLE, NO_CAMERA_TITLE, type ScannedItem, ScanScreen } from './ScanScreen';

const meta = {
  title: 'Screens/Inventory/ScanScreen',
  component: ScanScreen,
  args: { onStartCamera: fn(), onStopCamera: fn(), onLookUp: fn(), onAddToCart: fn() },
} satisfies Meta<typeof ScanScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cable: ScannedItem = {
  id: 'P002-2M',
  name: 'USB-C Charging Cable (2 m)',
  price: 1299,
  onHand: 3,
  bins: [
    { bin: 'A-1-2 · Main Warehouse', onHand: 2 },
    { bin: 'Sales floor · Downtown Store', onHand: 1 },
  ],
};

/** A camera stand-in: a canvas's picture of bars, as a live stream (what getUserMedia would give). */
function fakeCamera(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ddd';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#111';
    for (let x = 120; x < 520; x += 9) context.fillRect(x, 200, x % 2 ? 3 : 5, 80);
  }
  return canvas.captureStream(1);
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scan Items' })).toBeVisible();
    await expect(canvas.getByText('Scan barcodes to look up and count items.')).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Start Camera' }));
    await expect(args.onStartCamera).toHaveBeenCalledTimes(1);
  },
};

/** The camera's picture while it reads codes (a fake camera here). */
export const Scanning: Story = {
  args: { camera: 'scanning' },
  render: (args) => <ScanScreen {...args} stream={fakeCamera()} />,
  // A live picture is not the same from one frame to the next.
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const video = canvas.getByLabelText('Camera') as HTMLVideoElement;
    await waitFor(() => expect(video.srcObject).not.toBeNull());
    await press(canvas.getByRole('button', { name: 'Stop Camera' }));
    await expect(args.onStopCamera).toHaveBeenCalledTimes(1);
  },
};

export const FoundWithBins: Story = {
  args: { result: { kind: 'found', code: '4006381333931', item: cable } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'USB-C Charging Cable (2 m)' })).toBeVisible();
    await expect(canvas.getByText('Barcode 4006381333931 · 3 on hand')).toBeVisible();
    const bins = canvas.getByRole('list', { name: 'Stock by bin' });
    await expect(bins).toHaveTextContent('A-1-2 · Main Warehouse2');
    await expect(bins).toHaveTextContent('Sales floor · Downtown Store1');
    await press(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(cable);
  },
};

export const UnknownCode: Story = {
  args: { result: { kind: 'unknown', code: '4006381333931' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No product with barcode 4006381333931')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  },
};

/** The camera was refused: a clear message, a way to ask again, and typing still works. */
export const CameraDenied: Story = {
  args: { camera: 'denied' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CAMERA_DENIED_TITLE);
    await press(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onStartCamera).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Barcode' }), '96385074{Enter}');
    await expect(args.onLookUp).toHaveBeenCalledWith('96385074');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoCamera: Story = {
  args: { camera: 'unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(NO_CAMERA_TITLE);
    await expect(canvas.getByRole('textbox', { name: 'Barcode' })).toBeVisible();
  },
};

/** A machine without a camera: the code is typed and looked up. */
export const TypedCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Barcode' }), ' 4006381333931 ');
    await press(canvas.getByRole('button', { name: 'Look Up' }));
    await expect(args.onLookUp).toHaveBeenCalledWith('4006381333931');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OnAPhone: Story = {
  ...FoundWithBins,
  globals: { viewport: { value: 'phone' } },
};

export const OnATablet: Story = {
  ...FoundWithBins,
  globals: { viewport: { value: 'tablet' } },
};
