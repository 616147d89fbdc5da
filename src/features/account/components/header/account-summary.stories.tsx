import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { AccountSummary } from './account-summary';

const meta = {
  title: 'Features/Account/Account Summary',
  component: AccountSummary,
  beforeEach: prepareStory,
  args: {
    user: { username: 'lumen_artist', email: 'artist@example.com', user_tier: 'Plus' },
    points: 1250,
    billingHref: '/billing',
    onManageSubscription: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Your account' })).toBeVisible();
    await expect(canvas.getByTestId('account-points')).toHaveTextContent('1,250');
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing');
    await expect(canvas.queryByRole('link', { name: 'Payment Review' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscription' }));
    await expect(args.onManageSubscription).toHaveBeenCalledOnce();
  },
};

export const FreeTier: Story = {
  args: { user: { username: 'new_maker', email: 'maker@example.com', user_tier: 'Free' }, points: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

export const Enterprise: Story = {
  args: { user: { username: 'studio_north', email: 'ops@north.example', user_tier: 'Enterprise' }, points: 1_250_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('account-points')).toHaveTextContent('1,250,000');
    await expect(canvas.getByText('Enterprise')).toBeVisible();
  },
};

/** Staff see where manual payments wait for them. */
export const Staff: Story = {
  args: { reviewHref: '/billing/review' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Payment Review' })).toHaveAttribute('href', '/billing/review');
  },
};

/** Opening the portal: the button stays busy until the browser leaves for it. */
export const PortalPending: Story = {
  args: { isPortalPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Manage Subscription/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('بلس')).toBeVisible();
    await expect(canvas.getByTestId('account-points')).toHaveTextContent('1,250');
  },
};
