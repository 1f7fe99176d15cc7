import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityEntry } from '@warehouse/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectExportMenu, exportHrefOf } from '../shared/exportStory';
import { ActivityScreen } from './ActivityScreen';

const entries: ActivityEntry[] = [
  {
    id: '3',
    at: '2026-11-24T10:15:00.000Z',
    userId: 'mara',
    call: 'recordSale',
    record: 'ORD-1013',
    outcome: 'done',
    code: null,
  },
  {
    id: '2',
    at: '2026-11-24T10:12:00.000Z',
    userId: 'mara',
    call: 'saveSettings',
    record: null,
    outcome: 'refused',
    code: 'forbidden',
  },
  {
    id: '1',
    at: '2026-11-24T09:02:00.000Z',
    userId: 'owner',
    call: 'adjustStock',
    record: 'P013',
    outcome: 'done',
    code: null,
  },
];

const meta = {
  title: 'Screens/Staff/ActivityScreen',
  component: ActivityScreen,
  args: {
    entries,
    filters: { userId: '', kind: '', from: '', to: '' },
    onFiltersChange: fn(),
    people: [
      { userId: 'mara', name: 'Mara Lind' },
      { userId: 'owner', name: 'Store Owner' },
    ],
    total: 120,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof ActivityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Issue 16: the trail, newest first: what was done or refused, on which record, by whom. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const sale = canvas.getByRole('row', { name: /Recorded a sale/ });
    await expect(sale).toHaveTextContent('ORD-1013');
    await expect(sale).toHaveTextContent('mara');
    await expect(sale).toHaveTextContent('Done');
    await expect(canvas.getByRole('row', { name: /Saved the settings/ })).toHaveTextContent(
      'Refused: forbidden',
    );
    // 120 entries match in all: the table says so to assistive technology (and its header row).
    await expect(canvas.getByRole('grid', { name: 'Activity' })).toHaveAttribute('aria-rowcount', '121');
    await expect(canvas.getByText('Showing 3 of 120')).toBeVisible();
  },
};

/** Narrowing by person and kind. */
export const Filters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Person/ }));
    await userEvent.click(
      within(await body.findByRole('listbox')).getByRole('option', { name: 'Mara Lind (mara)' }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      userId: 'mara',
      kind: '',
      from: '',
      to: '',
    });
    await userEvent.click(canvas.getByRole('button', { name: /Kind/ }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Sales' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      userId: '',
      kind: 'sales',
      from: '',
      to: '',
    });
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0, onLoadMore: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No activity')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: [], isLoading: true, onLoadMore: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading activity');
  },
};

/** Issue 39: "Export" downloads the trail as filtered (who, kind, days) as a CSV or an Excel file. */
export const ExportMenuOpen: Story = {
  args: { exportHref: exportHrefOf('activity', 'kind=exports') },
  play: async ({ canvasElement }) => {
    await expectExportMenu(canvasElement, 'Export', exportHrefOf('activity', 'kind=exports'));
  },
};
