import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/Stack';
import { defaultMeterTone, Meter } from './Meter';

const meta = {
  title: 'UI/Meter',
  component: Meter,
  args: { label: 'Shelf A-1', value: 30, max: 100 },
} satisfies Meta<typeof Meter>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillOf = (el: HTMLElement) => el.querySelector('[data-tone]');

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Shelf A-1' });
    await expect(meter).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByText('30%')).toBeVisible();
    await expect(fillOf(meter)).toHaveAttribute('data-tone', 'positive');
  },
};

export const Thresholds: Story = {
  render: () => (
    <Stack gap="4">
      <Meter label="Under half" value={49} />
      <Meter label="At half" value={50} />
      <Meter label="Nearly full" value={79} />
      <Meter label="At 80%" value={80} />
      <Meter label="Of 250 units" value={240} max={250} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const tone = (name: string) => fillOf(canvas.getByRole('meter', { name }))?.getAttribute('data-tone');
    await expect(tone('Under half')).toBe('positive');
    await expect(tone('At half')).toBe('caution');
    await expect(tone('Nearly full')).toBe('caution');
    await expect(tone('At 80%')).toBe('critical');
    await expect(tone('Of 250 units')).toBe('critical');
    await expect(canvas.getByText('96%')).toBeVisible();
    await expect(defaultMeterTone(0)).toBe('positive');
  },
};

export const CustomTone: Story = {
  args: { label: 'Storage used', value: 90, tone: (p: number) => (p > 95 ? 'critical' : 'info') },
  play: async ({ canvas }) => {
    await expect(fillOf(canvas.getByRole('meter'))).toHaveAttribute('data-tone', 'info');
  },
};

export const WithoutValue: Story = {
  args: { showValue: false, value: 65 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('65%')).toBeNull();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '65%');
  },
};
