import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { press } from '../shared/press';
import { exportLists } from './exportFixture';
import { ToolsScreen, type ToolsSection } from './ToolsScreen';

const meta = {
  title: 'Screens/Tools/ToolsScreen',
  component: ToolsScreen,
  args: { exportLists, exportHref: (list, format) => `/api/exports/${list}.${format}`, onBackupNow: fn() },
} satisfies Meta<typeof ToolsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Import Data' })).toBeVisible();
    // Import takes an .xlsx as well as a CSV: the section says so.
    await expect(canvas.getByText('Accepted formats: CSV or Excel (.xlsx)')).toBeVisible();
    await expect(canvas.getByText('Formats: CSV or Excel')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/exports/inventory.csv',
    );
    await expect(canvas.getByRole('link', { name: 'Export Excel' })).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Backup Now' }));
    await expect(args.onBackupNow).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const sectionNames: Record<ToolsSection, string> = {
  import: 'Import Data',
  export: 'Export Data',
  backup: 'Backup',
};

/** /tools/import, /tools/export and /tools/backup: that section is in view and focused. */
function opened(section: ToolsSection): Story {
  return {
    args: { section },
    play: async ({ canvas }) => {
      const region = canvas.getByRole('region', { name: sectionNames[section] });
      await expect(region).toHaveFocus();
      await expect(region).toHaveAttribute('aria-current', 'location');
      await expect(region).toBeVisible();
      for (const other of Object.values(sectionNames).filter((name) => name !== sectionNames[section])) {
        await expect(canvas.getByRole('region', { name: other })).not.toHaveAttribute('aria-current');
      }
    },
  };
}

export const ImportSection = opened('import');
export const ExportSection = opened('export');
export const BackupSection = opened('backup');
