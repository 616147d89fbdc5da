import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellHandlers } from '@mocks/handlers/shell.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { buildTeamDetails, storyViewer, withBudgets } from '@mocks/fixtures/team.fixtures';
import { switchWorkspace } from '@/domain/workspace';
import { appShellMeta, phone, ShellScreen, smallPhone } from './shell-story-kit';

/**
 * The top bar's balance in each of its states: loading, unavailable, a team's pool with the member's budget, and
 * balances large enough that a phone must abbreviate them to keep the bar inside the window.
 */
const meta = {
  ...appShellMeta,
  title: 'Screens/Shell/App Shell/Balance',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TeamWorkspace: Story = {
  args: { teams: [{ id: 'team-aurora', name: 'Aurora Collective' }] },
  beforeEach: ({ msw }) => {
    switchWorkspace('team-aurora');
    msw.use(...teamHandlers.team(buildTeamDetails({ id: 'team-aurora', team_name: 'Aurora Collective', points_balance: 4_800 }, 'member')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Workspace/ })).toHaveTextContent('Aurora Collective');
    // A team workspace shows, and its generations spend, the team's pool.
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('4,800 team points');
  },
};

/** A member with a monthly budget in the team sees what is left of it beside the pool: a run needs both. */
export const TeamWorkspaceBudget: Story = {
  args: { teams: [{ id: 'team-aurora', name: 'Aurora Collective' }] },
  beforeEach: ({ msw }) => {
    switchWorkspace('team-aurora');
    const team = buildTeamDetails({ id: 'team-aurora', team_name: 'Aurora Collective', points_balance: 4_800 }, 'member');
    msw.use(...teamHandlers.team(withBudgets(team, 300, { [storyViewer.id]: { spent: 260 } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-budget-left')).toHaveTextContent('Your budget: 40 left');
    await expect(canvas.getByTestId('points-balance')).toHaveAttribute('title', '4,800 team points · Your budget: 40 left');
  },
};

export const PointsLoading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(shellHandlers.balancePending());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading points' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PointsUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(shellHandlers.balanceFailed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Points unavailable')).toBeVisible();
  },
};

export const LargeBalance: Story = {
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.balance(1_250_000));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('1,250,000 points');
  },
};

/** Whether anything of the page lies past the window's edges, either way: a phone would then scroll sideways. */
function expectFitsWindow(canvas: ReturnType<typeof within>) {
  const root = document.scrollingElement ?? document.documentElement;
  expect(root.scrollWidth - root.clientWidth).toBe(0);
  const bar = canvas.getByRole('banner').getBoundingClientRect();
  for (const control of within(canvas.getByRole('banner')).getAllByRole('button')) {
    const box = control.getBoundingClientRect();
    expect(box.left, control.getAttribute('aria-label') ?? control.textContent ?? '').toBeGreaterThanOrEqual(bar.left);
    expect(box.right, control.getAttribute('aria-label') ?? control.textContent ?? '').toBeLessThanOrEqual(bar.right);
  }
}

/** A story of the shell with a large balance: the pill reads `label` in full to screen readers and shows `shown`. */
function largeBalance(globals: Story['globals'], balance: number, label: string, shown: string): Story {
  return {
    globals,
    beforeEach: ({ msw }) => {
      msw.use(userHandlers.balance(balance));
    },
    play: async ({ canvas }) => {
      const pill = await canvas.findByTestId('points-balance');
      await expect(pill).toHaveTextContent(label);
      await expect(pill).toHaveAttribute('title', label);
      await expect(within(pill).getByText(shown)).toBeVisible();
      // The workspace selector keeps the workspace's name as its accessible name, even where only its icon shows.
      await expect(canvas.getByRole('button', { name: /Personal|شخصية/ })).toBeVisible();
      expectFitsWindow(canvas);
    },
  };
}

/**
 * A five-digit balance on a phone: the pill shows it abbreviated (11.5K) so the top bar fits the window; the full
 * number stays in the accessible name and the tooltip.
 */
export const LargeBalancePhone = largeBalance(phone, 11_504, '11,504 points', '11.5K');

/** The narrowest phone, a seven-digit balance. */
export const LargeBalanceSmallPhone = largeBalance(smallPhone, 1_250_000, '1,250,000 points', '1.3M');

export const LargeBalanceSmallPhoneArabic = largeBalance({ ...smallPhone, locale: 'ar' }, 11_504, '11,504 نقاط', '11.5 ألف');

export const LargeBalancePhoneArabic = largeBalance({ ...phone, locale: 'ar' }, 1_250_000, '1,250,000 نقطة', '1.3 مليون');

/** While the balance loads on a phone: its placeholder is as narrow as the pill will be, so the bar still fits. */
function pointsLoading(globals: Story['globals'], name: string): Story {
  return {
    globals,
    beforeEach: ({ msw }) => {
      msw.use(shellHandlers.balancePending());
    },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('status', { name })).toHaveAttribute('aria-busy', 'true');
      expectFitsWindow(canvas);
    },
  };
}

export const PointsLoadingSmallPhone = pointsLoading(smallPhone, 'Loading points');

export const PointsLoadingPhoneArabic = pointsLoading({ ...phone, locale: 'ar' }, 'جارٍ تحميل النقاط');
