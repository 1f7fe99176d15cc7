import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../layout/Inline';
import { notify, Toaster } from './Toaster';

/** The preview decorator already mounts the app's Toaster; stories raise notices into it. */
const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: () => (
    <Inline gap="3">
      <Button
        variant="outline"
        onPress={() => notify.success('Product added', 'Wireless Mouse is now in stock.')}
      >
        Success
      </Button>
      <Button
        variant="outline"
        onPress={() => notify.info('Export started', 'You will be notified when it is ready.')}
      >
        Info
      </Button>
      <Button
        variant="destructive"
        onPress={() => notify.destructive('Delete failed', 'The product is on an open order.')}
      >
        Destructive
      </Button>
    </Inline>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));

async function clearAll() {
  notify.dismiss();
  await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
}

export const RaiseAndClose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const notice = await body().findByText('Product added');
    await expect(body().getByText('Wireless Mouse is now in stock.')).toBeVisible();
    const toast = notice.closest<HTMLElement>('[data-sonner-toast]');
    if (!toast) throw new Error('no toast');
    await expect(toast).toHaveAttribute('data-type', 'success');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(body().queryByText('Product added')).toBeNull());
  },
};

export const ThreeVisible: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Success', 'Info', 'Destructive', 'Success']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await waitFor(() => expect(toasts()).toHaveLength(4));
    const visible = toasts().filter((t) => t.dataset.visible === 'true');
    await expect(visible).toHaveLength(3);
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster?.style.getPropertyValue('--width')).toBe('356px');
    await expect(toaster?.style.getPropertyValue('--gap')).toBe('14px');
    await expect(toaster?.style.getPropertyValue('--offset-right')).toBe('32px');
    await clearAll();
  },
};

export const Destructive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Destructive' }));
    const toast = (await body().findByText('Delete failed')).closest('[data-sonner-toast]');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await clearAll();
  },
};

export const AutoCloseAndHotkey: Story = {
  play: async ({ canvas }) => {
    notify.info('Short notice', undefined, { duration: 300 });
    await body().findByText('Short notice');
    await waitFor(() => expect(body().queryByText('Short notice')).toBeNull(), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await body().findByText('Export started');
    // Alt+T focuses the notices region.
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[aria-label^="Notifications"]')).not.toBeNull(),
    );
    await clearAll();
  },
};

export const Appearance: Story = {
  render: () => <div />,
  play: async () => {
    notify.success('Product added', 'Wireless Mouse is now in stock.', {
      duration: Number.POSITIVE_INFINITY,
    });
    await body().findByText('Product added');
  },
};
