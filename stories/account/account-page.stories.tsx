import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getMe, getPointsBalance, getTaskAllowance } from '@contract';
import { mockError, mockPending } from '@mocks/contract-handler';
import { accountHandlers } from '@mocks/handlers/account.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { buildPermissions } from '@mocks/fixtures/user.fixtures';
import { expectOwnDirection } from '../kit';
import { accountScreenMeta, arabic, phone, shownToast } from './account-story-kit';

const meta = { ...accountScreenMeta, title: 'Screens/Account/Account Page' } satisfies Meta<typeof accountScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(await canvas.findByText('lumen_artist')).toBeVisible();
    await expect(canvas.getByTestId('account-points')).toHaveTextContent('1,250');
    await expect(canvas.getByText('Plus')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing');
    await expect(canvas.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
    // Every section starts closed; API Keys is there because the permission is defined.
    for (const name of ['Points History', 'API Keys', 'Security', 'Preferences']) {
      await expect(await canvas.findByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending(getMe), mockPending(getPointsBalance), mockPending(getTaskAllowance));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(canvas.queryByText('lumen_artist')).toBeNull();
    // Until the allowance answers, API Keys stays hidden rather than appearing and vanishing.
    await expect(canvas.queryByRole('button', { name: 'API Keys' })).toBeNull();
  },
};

export const FreeTier: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      userHandlers.me({ user_tier: 'Free', points_balance: 40 }),
      userHandlers.balance(40),
      // A plan that does not offer API keys at all: the section is not shown.
      userHandlers.allowance({ permissions: buildPermissions({ apiKeys: undefined }) }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Free')).toBeVisible();
    await expect(canvas.getByTestId('account-points')).toHaveTextContent('40');
    await expect(await canvas.findByRole('button', { name: 'Security' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'API Keys' })).toBeNull();
  },
};

export const ProTier: Story = {
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.me({ user_tier: 'Pro', points_balance: 18_400 }), userHandlers.balance(18_400));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pro')).toBeVisible();
    await expect(canvas.getByTestId('account-points')).toHaveTextContent('18,400');
    await expect(await canvas.findByRole('button', { name: 'API Keys' })).toBeVisible();
  },
};

/** Manage Subscription until billing exists: the server says the portal is not available yet, and so does the page. */
export const PortalUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.portalSessionUnavailable());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Subscription' }));
    await shownToast('Subscription management is not available yet.');
    await expect(canvas.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
  },
};

/** Manage Subscription when the portal fails for a reason a retry may cure. */
export const PortalFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.portalSessionFailed());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Subscription' }));
    await shownToast('Could not open the subscription management page. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError(getMe, 500, { message: '', code: 'internal_error' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load your account.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحساب' })).toBeVisible();
    await expect(await canvas.findByText('بلس')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ترقية الخطة' })).toBeVisible();
    // The account's English name and e-mail address read left to right in the Arabic page.
    await expectOwnDirection(canvas.getByText('lumen_artist'), 'ltr');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('lumen_artist')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  },
};
