import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '@mocks/handlers/auth.handlers';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { shellHandlers } from '@mocks/handlers/shell.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { buildTeamDetails } from '@mocks/fixtures/team.fixtures';
import { getTaskAllowance } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { buildAllowance } from '@mocks/fixtures/user.fixtures';
import { generationBackend } from '@mocks/scenarios/generation.scenarios';
import { switchWorkspace, workspaceStore } from '@/domain/workspace';
import { startSession, sessionStore } from '@/domain/session';
import { desktopFullPage } from '../kit';
import { AppAt } from './shell-story-kit';

/**
 * The app's real route table in memory: every route of spec part 1 §2 resolves inside the shell to an honest
 * empty state, and a refused session load forces logout.
 */
const meta = {
  title: 'Screens/Shell/Routes',
  component: AppAt,
  args: { path: '/workshop/default' },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', true);
    // The workshop and the creative hub load the catalog, styles and history; the side panel and the gallery list
    // the projects, and a project in My Studio loads its content.
    msw.use(...shellHandlers.signedIn(), ...generationBackend(), projectHandlers.list(), projectHandlers.content());
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

// Route modules load lazily: the first visit waits for its chunk.
const lazyLoad = { timeout: 5000 };
type Canvas = ReturnType<typeof within>;

async function expectScreen(canvas: Canvas, path: string | RegExp, heading: string) {
  await expect(await canvas.findByRole('heading', { name: heading }, lazyLoad)).toBeVisible();
  await expect(canvas.getByTestId('current-path')).toHaveTextContent(path);
}

export const EveryNavigationEntryResolves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expectScreen(canvas, '/workshop/default', 'Workshop');
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    const entries: Array<[string, string, string]> = [
      ['AI Tools', '/ai-tools', 'AI Tools'],
      ['My Studio', '/studio', 'My Studio'],
      ['Gallery', '/gallery', 'My Creative Vault'],
      ['Teams', '/teams', 'Teams'],
      ['Account', '/account', 'Account'],
      ['Workshop', '/workshop/default', 'Workshop'],
    ];
    for (const [link, path, heading] of entries) {
      await userEvent.click(nav.getByRole('link', { name: link }));
      await expectScreen(canvas, path, heading);
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }
  },
};

export const WorkshopWithoutTemplate: Story = {
  args: { path: '/workshop' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => expectScreen(canvas, '/workshop/default', 'Workshop'),
};

export const StudioProject: Story = {
  args: { path: '/studio/p-posters' },
  play: async ({ canvas }) => {
    await expectScreen(canvas, '/studio/p-posters', 'Posters');
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Where you are' }));
    await expect(breadcrumb.getByRole('link', { name: 'My Studio' })).toHaveAttribute('href', '/studio');
  },
};

export const TeamDetail: Story = {
  args: { path: '/teams/team-aurora' },
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.team(buildTeamDetails({ id: 'team-aurora', team_name: 'Aurora Collective' }, 'member')));
  },
  play: async ({ canvas }) => {
    await expectScreen(canvas, '/teams/team-aurora', 'Aurora Collective');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Teams' }));
    await expectScreen(canvas, '/teams', 'Teams');
  },
};

export const Billing: Story = {
  args: { path: '/billing' },
  // The plans run to 1416 px; a 900 px window painted only its top.
  globals: desktopFullPage,
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.plans(), billingHandlers.settings(), billingHandlers.subscriptions());
  },
  play: async ({ canvas }) => {
    await expectScreen(canvas, '/billing', 'Choose Your Plan');
    // Inside the app's router a mail link stays a mail link: it is not read as a path under /billing.
    const enterprise = await canvas.findByRole('article', { name: 'Enterprise' });
    const contact = await within(enterprise).findByRole('link', { name: 'Contact Sales' });
    await expect(contact).toHaveAttribute('href', 'mailto:sales@studio.example?subject=Enterprise%20plan');
  },
};

/** With no plan chosen, the portal says so and leads back to the plans. */
export const PaymentPortal: Story = {
  args: { path: '/payment-portal' },
  // It ends on the plans, 1416 px long.
  globals: desktopFullPage,
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.plans(), billingHandlers.settings(), billingHandlers.subscriptions());
  },
  play: async ({ canvas }) => {
    await expectScreen(canvas, '/payment-portal', 'No Plan Selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Billing' }));
    await expectScreen(canvas, '/billing', 'Choose Your Plan');
  },
};

export const LoggedOutGoesToAuth: Story = {
  args: { path: '/gallery' },
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    sessionStore.token = null;
    msw.use(authHandlers.config(), authHandlers.captcha());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, lazyLoad)).toBeVisible();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/auth');
  },
};

/** Spec part 1 §4: a 403 on the allowance forces logout, clearing the token, workspace and project. */
export const RefusedAllowanceForcesLogout: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    localStorage.setItem('activeProject', 'sunset-series');
    msw.use(userHandlers.allowanceForbidden(), authHandlers.config(), authHandlers.captcha());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, lazyLoad)).toBeVisible();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/auth');
    await expect(localStorage.getItem('authToken')).toBeNull();
    await expect(localStorage.getItem('activeProject')).toBeNull();
  },
};

/** A 401 on the user's data (an expired or revoked token) ends the session the same way. */
export const RefusedUserForcesLogout: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.meUnauthorized(), authHandlers.config(), authHandlers.captcha());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, lazyLoad)).toBeVisible();
    await waitFor(() => expect(sessionStore.token).toBeNull());
    await expect(localStorage.getItem('authToken')).toBeNull();
  },
};

/** A stored team the user no longer belongs to falls back to Personal; its allowance is never asked for. */
const teamAllowanceRequests: string[] = [];
export const StaleTeamWorkspaceFallsBackToPersonal: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    teamAllowanceRequests.length = 0;
    switchWorkspace('team-left-long-ago');
    const refusedForTeams = mockCall(getTaskAllowance, ({ request }) => {
      const teamId = new URL(request.url).searchParams.get('team_id');
      if (!teamId) return buildAllowance();
      teamAllowanceRequests.push(teamId);
      return Response.json({ message: 'You are not a member of this team.', code: 'forbidden' }, { status: 403 });
    });
    msw.use(refusedForTeams);
  },
  play: async ({ canvas }) => {
    await expectScreen(canvas, '/workshop/default', 'Workshop');
    await waitFor(() => expect(workspaceStore.activeWorkspace).toBe('personal'));
    await expect(canvas.getByRole('button', { name: /Workspace/ })).toHaveTextContent('Personal');
    await expect(teamAllowanceRequests).toEqual([]);
    await expect(sessionStore.token).toBe('story-session-token');
  },
};
