import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DollarSign, Package, ShoppingCart, Users } from '../icons';
import { Grid } from '../layout/Grid';
import { StatCard } from './StatCard';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: {
    title: 'Total Revenue',
    value: '$45,231.89',
    change: '+20.1%',
    changeType: 'positive',
    trailingText: 'from last month',
    icon: DollarSign,
  },
  argTypes: { changeType: { control: 'inline-radio', options: ['positive', 'negative'] } },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Total Revenue' });
    await expect(card).toHaveTextContent('$45,231.89');
    await expect(card).toHaveTextContent('Up+20.1%');
  },
};

export const Negative: Story = {
  args: { title: 'Returns', value: '23', change: '-4.5%', changeType: 'negative', icon: Package },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-4.5%')).toHaveAttribute('data-change-type', 'negative');
  },
};

export const Minimal: Story = {
  args: { title: 'Active riders', value: '12', change: undefined, icon: undefined, trailingText: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Active riders' })).toHaveTextContent('12');
  },
};

export const Row: Story = {
  render: () => (
    <Grid columns={4}>
      <StatCard
        title="Total Revenue"
        value="$45,231.89"
        change="+20.1%"
        trailingText="from last month"
        icon={DollarSign}
      />
      <StatCard
        title="Orders"
        value="2,350"
        change="+180.1%"
        trailingText="from last month"
        icon={ShoppingCart}
      />
      <StatCard
        title="Products"
        value="12,234"
        change="-2.4%"
        changeType="negative"
        trailingText="from last month"
        icon={Package}
      />
      <StatCard title="Customers" value="573" change="+201" trailingText="since last hour" icon={Users} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: /Revenue|Orders|Products|Customers/ })).toHaveLength(
      4,
    );
  },
};
