import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleKpis } from '@warehouse/domain/sample';
import { expect, fn, within } from 'storybook/test';
import { expectExportMenu, exportHrefOf } from '../shared/exportStory';
import { press } from '../shared/press';
import { AnalyticsScreen } from './AnalyticsScreen';

const meta = {
  title: 'Screens/Analytics/AnalyticsScreen',
  component: AnalyticsScreen,
  args: {
    kpis: sampleKpis,
    onDateRange: fn(),
    exportReportHref: exportHrefOf('salesReport'),
  },
} satisfies Meta<typeof AnalyticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectKpi = async (canvas: HTMLElement, title: string, value: string, change: string) => {
  const card = within(canvas).getByRole('region', { name: title });
  await expect(within(card).getByText(value)).toBeVisible();
  await expect(within(card).getByText(change)).toBeVisible();
  await expect(within(card).getByText('from last month')).toBeVisible();
};

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expectKpi(canvasElement, 'Total Revenue', '$45,231.89', '+20.1%');
    await expectKpi(canvasElement, 'Orders', '1,250', '+13.6%');
    await expectKpi(canvasElement, 'New Customers', '428', '+12.6%');
    await expectKpi(canvasElement, 'Average Order', '$156.78', '+10%');
    await expect(canvas.getAllByText('from last month')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Revenue Trend' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Top Products' })).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
    await press(canvas.getByRole('button', { name: 'Date Range' }));
    await expect(args.onDateRange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Export Report' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Issue 39: "Export Report" downloads the sales of the figures' period as a CSV or an Excel file:
 * what an accountant checks the figures against.
 */
export const ExportReport: Story = {
  play: async ({ canvasElement }) => {
    await expectExportMenu(canvasElement, 'Export Report', exportHrefOf('salesReport'));
  },
};

/** With top-product figures the Top Products area lists them as bars, longest for the best seller. */
export const WithTopProducts: Story = {
  args: {
    topProducts: [
      { name: 'Wireless Bluetooth Headphones', unitsSold: 320 },
      { name: 'USB-C Charging Cable', unitsSold: 245 },
      { name: 'Yoga Mat Premium', unitsSold: 180 },
      { name: 'Smart Watch Series 5', unitsSold: 96 },
    ],
  },
  play: async ({ canvas }) => {
    const meters = canvas.getAllByRole('meter');
    await expect(meters).toHaveLength(4);
    await expect(
      canvas.getByRole('meter', { name: 'Wireless Bluetooth Headphones · 320 sold' }),
    ).toHaveAttribute('aria-valuenow', '320');
    await expect(canvas.getByText('Smart Watch Series 5 · 96 sold')).toBeVisible();
    await expect(canvas.getAllByText('No chart yet')).toHaveLength(1);
  },
};

export const NegativeChange: Story = {
  args: { kpis: sampleKpis.map((kpi) => (kpi.id === 'orders' ? { ...kpi, change: -3.2 } : kpi)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-3.2%')).toHaveAttribute('data-change-type', 'negative');
    await expect(canvas.getByText('+20.1%')).toHaveAttribute('data-change-type', 'positive');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('$45,231.89')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export Report' })).toBeEnabled();
  },
};
