import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MoreHorizontal, Plus } from '../icons';
import { Grid } from '../layout/Grid';
import { Text } from '../Text';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: null },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Grid columns={3}>
      <Card>
        <CardHeader>
          <CardTitle>Recent Orders</CardTitle>
          <CardDescription>The last five orders placed in the store.</CardDescription>
        </CardHeader>
        <CardContent>
          <Text tone="muted">Order #3210 · Olivia Martin</Text>
          <Text tone="muted">Order #3209 · Ava Johnson</Text>
        </CardContent>
        <CardFooter>
          <Button variant="outline" size="sm">
            View All
          </Button>
        </CardFooter>
      </Card>
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recent Orders' })).toBeVisible();
    await expect(canvas.getByText('The last five orders placed in the store.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View All' })).toBeEnabled();
  },
};

export const WithHeaderActions: Story = {
  args: { children: null },
  render: () => {
    const onAdd = fn();
    return (
      <Grid columns={2}>
        <Card>
          <CardHeader
            title="Low Stock Alert"
            description="Items below their minimum level"
            actions={
              <>
                <Button size="sm" icon={Plus} onPress={onAdd}>
                  Restock
                </Button>
                <IconButton icon={MoreHorizontal} aria-label="More actions" size="sm" />
              </>
            }
          />
          <CardContent>
            <Text>
              Wireless Mouse —{' '}
              <Text tone="critical" weight="medium" tabular>
                3 left
              </Text>
            </Text>
          </CardContent>
        </Card>
      </Grid>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Low Stock Alert' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restock' }));
    await expect(canvas.getByRole('button', { name: 'More actions' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => (
    <Grid columns={3}>
      {(['raised', 'outline', 'sunken'] as const).map((variant) => (
        <Card key={variant} variant={variant} as="section" aria-labelledby={`card-${variant}`}>
          <CardHeader>
            <CardTitle id={`card-${variant}`}>{variant.charAt(0).toUpperCase() + variant.slice(1)}</CardTitle>
            <CardDescription>A card with the {variant} surface.</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: /Raised|Outline|Sunken/ })).toHaveLength(3);
  },
};

export const Padding: Story = {
  render: () => (
    <Grid columns={4}>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} padding={padding}>
          <Text size="sm" tone="muted">
            padding {padding}
          </Text>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const none = canvas.getByText('padding none').getBoundingClientRect();
    const lg = canvas.getByText('padding lg').getBoundingClientRect();
    await expect(none.top).toBeLessThan(lg.top);
  },
};
