import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BackupEntry } from '@warehouse/domain/backups';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../shared/press';
import { ToolsScreen } from './ToolsScreen';

const backups: BackupEntry[] = [
  {
    name: 'warehouse-20261127-020000000-auto.tar',
    size: 1_887_437,
    createdAt: '2026-11-27T02:00:00.000Z',
    automatic: true,
  },
  {
    name: 'warehouse-20261126-153012345-manual.tar',
    size: 1_790_002,
    createdAt: '2026-11-26T15:30:12.345Z',
    automatic: false,
  },
];

/** Tools → Backup as an owner sees it (issue 39): Backup Now, the backups kept, Download and Restore. */
const meta = {
  title: 'Screens/Tools/ToolsScreen/Backups',
  component: ToolsScreen,
  args: { section: 'backup', backups, apiBase: '/api', onBackupNow: fn(), onRestoreBackup: fn() },
} satisfies Meta<typeof ToolsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('grid', { name: 'Backups' });
    const rows = within(list).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0] as HTMLElement).getByText('Automatic')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText(/1\.8 MB/)).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Manual')).toBeVisible();
    const download = within(rows[0] as HTMLElement).getByRole('link', { name: /Download the backup of/ });
    await expect(download).toHaveAttribute('href', '/api/backups/warehouse-20261127-020000000-auto.tar/file');
    await press(canvas.getByRole('button', { name: 'Backup Now' }));
    await expect(args.onBackupNow).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoBackupsYet: Story = {
  args: { backups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No backups yet.')).toBeVisible();
  },
};

/** Restore asks for RESTORE typed: anything else is refused on the field, RESTORE restores. */
export const RestoreTypedConfirmation: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const [newest] = within(canvas.getByRole('grid', { name: 'Backups' })).getAllByRole('row');
    await press(within(newest as HTMLElement).getByRole('button', { name: /Restore the backup of/ }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Restore Backup' });
    const field = within(dialog).getByRole('textbox', { name: 'Confirmation' });
    await userEvent.type(field, 'restore');
    await press(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(await within(dialog).findByText('Type RESTORE to confirm')).toBeVisible();
    await expect(args.onRestoreBackup).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'RESTORE');
    await press(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(args.onRestoreBackup).toHaveBeenCalledWith('warehouse-20261127-020000000-auto.tar'),
    );
  },
};

/** A manager: no Backup Now, no list (the app passes neither). */
export const NotAnOwner: Story = {
  args: { backups: undefined, onBackupNow: undefined, onRestoreBackup: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('grid', { name: 'Backups' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Backup Now' })).toBeNull();
  },
};
