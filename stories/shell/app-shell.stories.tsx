import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellHandlers } from '@mocks/handlers/shell.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { buildTeamDetails, storyViewer, withBudgets } from '@mocks/fixtures/team.fixtures';
import { switchWorkspace } from '@/domain/workspace';
import { startSession } from '@/domain/session';
import { setSoundMuted } from '@/lib/sounds';
import { phone, phoneLandscape, ShellScreen, smallPhone } from './shell-story-kit';

/** A menu's code loads with the press that opens it, which a cold dev server on a loaded machine can make slow. */
const lazyOverlay = { timeout: 5000 };

const meta = {
  title: 'Screens/Shell/App Shell',
  component: ShellScreen,
  args: { onLogout: fn() },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(...shellHandlers.signedIn());
  },
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigation = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: 'Main navigation' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 points');
    await expect(canvas.getByRole('heading', { name: 'Workshop' })).toBeVisible();
    await expect(within(navigation(canvas)).getByRole('link', { name: 'Workshop' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Workspace/ })).toHaveTextContent('Personal');
    // Projects is for small screens only.
    await expect(canvas.queryByRole('link', { name: 'Projects' })).toBeNull();
  },
};

export const CollapsedPanel: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    const toggle = await canvas.findByRole('button', { name: 'Collapse side panel' });
    await userEvent.click(toggle);
    await userEvent.unhover(toggle);
    await waitFor(() => expect(navigation(canvas).getBoundingClientRect().width).toBe(64));
    await expect(canvas.getByRole('button', { name: 'Expand side panel' })).toBeVisible();
  },
};

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

export const Muted: Story = {
  beforeEach: () => setSoundMuted(true),
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await expect(canvas.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'true');
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

/** Tabs from the start of the page: the first stop is the skip link. */
async function tabToSkipLink(canvas: ReturnType<typeof within>, name: string) {
  await canvas.findByTestId('points-balance');
  await userEvent.tab();
  const skip = canvas.getByRole('link', { name });
  await expect(skip).toHaveFocus();
  await expect(skip).toBeVisible();
  return skip;
}

/**
 * The first tab stop of a signed-in page skips the top bar and the navigation; it shows while it has focus. No
 * picture: the screenshot step takes focus away first, and with it the link.
 */
export const SkipToMainContent: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const skip = await tabToSkipLink(canvas, 'Skip to main content');
    await expect(Math.round(skip.getBoundingClientRect().left)).toBe(8);
  },
};

/** Following it puts focus on the page's content; the link leaves sight and the page stays. */
export const SkipToMainContentFollowed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const skip = await tabToSkipLink(canvas, 'Skip to main content');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(skip).not.toBeVisible();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/workshop');
  },
};

/** Mirrored in Arabic: it shows at the right-hand corner. */
export const SkipToMainContentArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const skip = await tabToSkipLink(canvas, 'تخطَّ إلى المحتوى الرئيسي');
    await expect(Math.round(window.innerWidth - skip.getBoundingClientRect().right)).toBe(8);
  },
};

export const UserMenu: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu', {}, lazyOverlay);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    await expect(within(menu).getByText('lumen_artist')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Manage Account' })).toHaveAttribute('href', '/account');
  },
};

export const LogoutFromMenu: Story = {
  // Behaviour only: the closing menu is mid-animation when the story ends.
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu', {}, lazyOverlay);
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toBeVisible();
    const bar = navigation(canvas);
    await expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Workshop', 'Gallery', 'Studio', 'Teams', 'Account']);
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/studio');
  },
};

export const PhoneLandscapeRadialMenu: Story = {
  globals: phoneLandscape,
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Navigation menu' });
    await userEvent.click(button);
    await userEvent.unhover(button);
    const menu = await within(document.body).findByRole('menu', { name: 'Navigation menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Teams' })).toBeVisible());
  },
};

export const SwitchToArabic: Story = {
  // Behaviour only: the closing menu is mid-animation when the story ends.
  parameters: { screenshot: false },
  beforeEach: () => () => localStorage.removeItem('language'),
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = within(await within(document.body).findByRole('menu', {}, lazyOverlay));
    await userEvent.click(await menu.findByRole('menuitemradio', { name: 'العربية' }));
    // Applied at once: the document mirrors and the shell speaks Arabic; the choice is remembered.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 نقطة');
    await expect(localStorage.getItem('language')).toBe('ar');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 نقطة');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The side panel mirrors to the right edge.
    await expect(Math.round(canvas.getByRole('navigation').getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};

export const ArabicPhone: Story = {
  globals: { locale: 'ar', ...phone },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 نقطة');
    await expect(canvas.getByRole('link', { name: 'المشاريع' })).toBeVisible();
  },
};
