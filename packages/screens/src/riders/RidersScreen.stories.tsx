import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  RIDER_MESSAGES,
  RIDER_STATUS_LABELS,
  RIDER_STATUS_TONES,
  RIDER_STATUSES,
  riderStats,
} from '@warehouse/domain/deliveries';
import { sampleRiders } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RidersScreen } from './RidersScreen';

const meta = {
  title: 'Screens/Riders/RidersScreen',
  component: RidersScreen,
  args: {
    riders: sampleRiders,
    stats: riderStats(sampleRiders),
    onCreateRider: fn(),
    onRiderAction: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof RidersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const cards = () => body.queryAllByRole('article');

/** The six figures and one card per rider with status, vehicle, rating, deliveries, earnings and zone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rider Management' })).toBeVisible();
    const figures: [string, string][] = [
      ['Total Riders', '8'],
      ['Available', '3'],
      ['Busy', '3'],
      ['Offline', '2'],
      ['Completed Today', '40'],
      ['Average Rating', '4.7'],
    ];
    for (const [title, value] of figures) {
      await expect(canvas.getByRole('region', { name: title })).toHaveTextContent(value);
    }
    await expect(cards()).toHaveLength(sampleRiders.length);
    const mike = canvas.getByRole('article', { name: 'Mike Johnson' });
    const m = within(mike);
    await expect(m.getByText('Busy')).toHaveAttribute('data-tone', 'caution');
    await expect(m.getByText('Scooter/Motorcycle')).toBeVisible();
    await expect(m.getByText('SC-4521')).toBeVisible();
    await expect(m.getByText('Mar 15, 2022')).toBeVisible();
    await expect(m.getByText('4.8')).toBeVisible();
    await expect(m.getByText('1,245 total · 8 today')).toBeVisible();
    await expect(m.getByText('$96.50')).toBeVisible();
    await expect(m.getByText('Downtown')).toBeVisible();
    await expect(m.getByRole('button', { name: 'Actions for Mike Johnson' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { riders: [], stats: riderStats([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No riders found')).toBeVisible();
    await expect(canvas.getByText('Add a rider to start assigning deliveries.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Average Rating' })).toHaveTextContent('0.0');
  },
};

export const Loading: Story = {
  args: { riders: [], stats: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading riders');
    await expect(cards()).toHaveLength(0);
    // The figures wait for their own answer.
    await expect(canvas.queryByRole('region', { name: 'Total Riders' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Rider' })).toBeVisible();
  },
};

/** The first page of many riders (issue 18): "Show more" shows what is loaded and asks for the next page. */
const firstPage = Array.from({ length: 27 }, (_, index) => {
  const rider = sampleRiders[index % sampleRiders.length] as (typeof sampleRiders)[number];
  return { ...rider, id: `RDR-${1000 + index}`, name: `${rider.name} ${index + 1}` };
});
export const Paged: Story = {
  args: {
    riders: firstPage,
    stats: { ...riderStats(sampleRiders), total: 2000, available: 700, busy: 900, offline: 400 },
    total: 2000,
    onLoadMore: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(cards()).toHaveLength(24);
    await expect(canvas.getByRole('region', { name: 'Total Riders' })).toHaveTextContent('2,000');
    await expect(canvas.getByText('Showing 24 of 2,000 riders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(27));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    window.scrollTo(0, 0);
  },
};

/** A search the server is still answering (issue 18): none of the riders loaded match, which does not yet mean none do. */
export const SearchingFurther: Story = {
  args: { isSearching: true, query: 'zzz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading riders');
    await expect(canvas.queryByText('No riders found')).toBeNull();
    await expect(cards()).toHaveLength(0);
  },
};

/** Search matches name, phone, vehicle number or zone (its name too), ignoring case. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search riders' });
    await userEvent.type(search, 'bk-');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.clear(search);
    await userEvent.type(search, 'downtown');
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-labelledby'))).toHaveLength(2));
    await expect(canvas.getByRole('article', { name: 'Aisha Patel' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(await canvas.findByText('No riders found')).toBeVisible();
    await expect(canvas.getByText('Try a different name, phone, vehicle number or zone.')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, '555) 777');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'James O’Connor' })).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('555) 777');
  },
};

const openDialog = async () => {
  await userEvent.click(body.getByRole('button', { name: 'Add Rider' }));
  return body.findByRole('dialog', { name: 'Add New Rider' });
};

/** The Add Rider dialog: the fields, vehicle types and zones of §9; a valid form goes out and the dialog closes. */
export const AddDialogOpen: Story = {
  play: async ({ args }) => {
    let dialog = await openDialog();
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('textbox', { name: /Full Name/ })).toHaveFocus());
    await expect(d.getByRole('textbox', { name: /Email Address/ })).toHaveAttribute('type', 'email');
    for (const name of ['Address', 'License Number', 'Emergency Contact', 'Emergency Phone']) {
      await expect(d.getByRole('textbox', { name })).not.toBeRequired();
    }
    await userEvent.click(d.getByRole('button', { name: /Vehicle Type/ }));
    let list = await body.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bicycle', 'Scooter/Motorcycle', 'Car']);
    await userEvent.click(within(list).getByRole('option', { name: 'Car' }));
    await userEvent.click(d.getByRole('button', { name: /Zone/ }));
    list = await body.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Downtown', 'Midtown', 'Uptown', 'East Side', 'West Side']);
    await userEvent.click(within(list).getByRole('option', { name: 'Uptown' }));

    await userEvent.type(d.getByRole('textbox', { name: /Full Name/ }), '  Nora Quinn ');
    await userEvent.type(d.getByRole('textbox', { name: /Phone Number/ }), '+1 (555) 010-9999');
    await userEvent.type(d.getByRole('textbox', { name: /Email Address/ }), 'nora.quinn@example.com');
    await userEvent.type(d.getByRole('textbox', { name: /Vehicle Number/ }), 'CR-1000');
    await userEvent.click(d.getByRole('button', { name: 'Add Rider' }));
    await waitFor(() => expect(args.onCreateRider).toHaveBeenCalledTimes(1));
    await expect(args.onCreateRider).toHaveBeenCalledWith({
      name: 'Nora Quinn',
      phone: '+1 (555) 010-9999',
      email: 'nora.quinn@example.com',
      address: '',
      vehicleType: 'car',
      vehicleNumber: 'CR-1000',
      licenseNumber: '',
      zone: 'zone-c',
      emergencyContact: '',
      emergencyPhone: '',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Cancel closes without sending; open it again for the screenshot.
    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onCreateRider).toHaveBeenCalledOnce();
    await openDialog();
  },
};

/** Submitting without the required fields (and a malformed email) shows the messages and sends nothing. */
export const AddWithErrors: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Add Rider' }));
    await expect(await d.findByText(RIDER_MESSAGES.nameRequired)).toBeVisible();
    await expect(d.getByText(RIDER_MESSAGES.phoneRequired)).toBeVisible();
    await expect(d.getByText(RIDER_MESSAGES.emailRequired)).toBeVisible();
    await expect(d.getByText(RIDER_MESSAGES.vehicleNumberRequired)).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Email Address/ }), 'not-an-email');
    await userEvent.click(d.getByRole('button', { name: 'Add Rider' }));
    await expect(await d.findByText(RIDER_MESSAGES.emailInvalid)).toBeVisible();
    await expect(d.getByRole('textbox', { name: /Email Address/ })).toHaveValue('not-an-email');
    const name = d.getByRole('textbox', { name: /Full Name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field takes the focus.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onCreateRider).not.toHaveBeenCalled();
  },
};

/** A rider card's menu, opened from the keyboard: Edit Rider, Track Location and View Performance. */
export const MenuOpen: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Aisha Patel' });
    await userEvent.click(trigger);
    let menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit Rider', 'Track Location', 'View Performance']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Track Location' }));
    await expect(args.onRiderAction).toHaveBeenCalledWith('track', sampleRiders[3]);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    menu = await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onRiderAction).toHaveBeenLastCalledWith('performance', sampleRiders[3]);
    // Open again for the screenshot.
    await userEvent.click(trigger);
    await body.findByRole('menu');
  },
};

/** One rider per status, each badge in its tone. */
const onePerStatus = RIDER_STATUSES.map((status) => {
  const rider = sampleRiders.find((r) => r.status === status);
  if (!rider) throw new Error(`no sample rider is ${status}`);
  return rider;
});
export const RiderStatuses: Story = {
  args: { riders: onePerStatus, stats: riderStats(onePerStatus) },
  play: async () => {
    await expect(cards()).toHaveLength(3);
    for (const status of RIDER_STATUSES) {
      const badge = within(cards()[RIDER_STATUSES.indexOf(status)] as HTMLElement).getByText(
        RIDER_STATUS_LABELS[status],
      );
      await expect(badge).toHaveAttribute('data-tone', RIDER_STATUS_TONES[status]);
    }
  },
};
