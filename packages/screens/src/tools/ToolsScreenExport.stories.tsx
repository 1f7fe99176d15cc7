import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exportLists } from './exportFixture';
import { ToolsScreen } from './ToolsScreen';

/** Tools → Export Data as an owner or a manager sees it (issue 39): a list, then CSV or Excel. */
const meta = {
  title: 'Screens/Tools/ToolsScreen/Export',
  component: ToolsScreen,
  args: {
    section: 'export',
    exportLists,
    exportHref: fn((list: string, format: string) => `/api/exports/${list}.${format}`),
  },
} satisfies Meta<typeof ToolsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The first list is chosen; another chosen, each format's link downloads that one. */
export const ChoosingAList: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Export Data' }));
    const csv = section.getByRole('link', { name: 'Export CSV' });
    const excel = section.getByRole('link', { name: 'Export Excel' });
    await expect(csv).toHaveAttribute('href', '/api/exports/inventory.csv');
    await expect(csv).toHaveAttribute('download');
    await userEvent.click(section.getByRole('button', { name: /List/ }));
    const options = within(await body.findByRole('listbox'));
    await expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(
      exportLists.map((list) => list.label),
    );
    await userEvent.click(options.getByRole('option', { name: 'Purchase Orders' }));
    await expect(section.getByRole('button', { name: /List/ })).toHaveTextContent('Purchase Orders');
    await expect(csv).toHaveAttribute('href', '/api/exports/purchaseOrders.csv');
    await expect(excel).toHaveAttribute('href', '/api/exports/purchaseOrders.xlsx');
    await expect(excel).toHaveAttribute('download');
  },
};

/** Nothing to export (no lists offered): the formats are said, no link is shown. */
export const NothingToExport: Story = {
  args: { exportLists: undefined, exportHref: undefined },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Export Data' }));
    await expect(section.getByText('Formats: CSV or Excel')).toBeVisible();
    await expect(section.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  },
};
