import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Divider } from '../Divider';
import { IconButton } from '../IconButton';
import { Download, Edit, Filter, Plus, Trash2, Upload } from '../icons';
import { ButtonGroup, Toolbar } from './Toolbar';

const meta = {
  title: 'UI/Toolbar',
  component: Toolbar,
  args: { 'aria-label': 'Product actions', children: null },
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const onEdit = fn();
export const Default: Story = {
  render: (args) => (
    <Toolbar {...args}>
      <IconButton icon={Edit} aria-label="Edit" variant="outline" onPress={onEdit} />
      <IconButton icon={Download} aria-label="Download" variant="outline" />
      <Divider orientation="vertical" />
      <IconButton icon={Trash2} aria-label="Delete" variant="outline" />
    </Toolbar>
  ),
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Product actions' });
    await expect(toolbar).toBeVisible();
    // One tab stop; arrows move between the buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Attached: Story = {
  args: { attached: true, 'aria-label': 'Import and export' },
  render: (args) => (
    <Toolbar {...args}>
      <Button variant="outline" icon={Upload}>
        Import
      </Button>
      <Button variant="outline" icon={Download}>
        Export
      </Button>
      <Button variant="outline" icon={Filter}>
        Filters
      </Button>
    </Toolbar>
  ),
  play: async ({ canvas }) => {
    const importButton = canvas.getByRole('button', { name: 'Import' }).getBoundingClientRect();
    const exportButton = canvas.getByRole('button', { name: 'Export' }).getBoundingClientRect();
    await expect(Math.round(exportButton.left)).toBe(Math.round(importButton.right) - 1);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', 'aria-label': 'Quick actions' },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Toolbar {...args}>
        <Button variant="outline" icon={Plus}>
          Add Product
        </Button>
        <Button variant="outline" icon={Download}>
          Export Sales
        </Button>
      </Toolbar>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Export Sales' })).toHaveFocus();
  },
};

const onSave = fn();
export const FooterButtonGroup: Story = {
  render: () => (
    <ButtonGroup justify="end">
      <Button variant="outline">Cancel</Button>
      <Button onPress={onSave}>Save Changes</Button>
    </ButtonGroup>
  ),
  play: async ({ canvas }) => {
    // Each button is its own tab stop in a plain group.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};
