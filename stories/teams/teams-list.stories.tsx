import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildReceivedTeamInvitation, buildTeamSummary } from '@mocks/fixtures/team.fixtures';
import { buildTeamListFixture, teamHandlers } from '@mocks/handlers/teams.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { TeamsPage } from '@/features/teams';
import { expectOwnDirection, shownToast } from '../kit';
import { arabic, arabicPhone, body, currentPath, phone, TeamsListScreen, teamsScreenSetup } from './teams-story-kit';

/** /teams (spec part 1 §2) for a Pro user, who may create teams unless a story says else. */
const meta = {
  title: 'Screens/Teams/Teams List',
  component: TeamsPage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  render: () => <TeamsListScreen />,
  beforeEach: (context) => {
    const cleanup = teamsScreenSetup(context);
    context.msw.use(teamHandlers.list([...buildTeamListFixture(), adminTeam, soloTeam]));
    return cleanup;
  },
} satisfies Meta<typeof TeamsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const adminTeam = buildTeamSummary({ id: 'team-poster-lab', team_name: 'Poster Lab', role: 'admin', members_count: 7 });
/** A team of one, with a name longer than a phone's row: one member reads in the singular, the name is cut at its end. */
const soloTeam = buildTeamSummary({
  id: 'team-solo',
  team_name: 'Marketing and Creative Studio Team of the Year',
  role: 'owner',
  members_count: 1,
});

/** Two invitations waiting: one as admin, one as member; they leave the list once answered. */
const invitations = () => [
  buildReceivedTeamInvitation({ id: 'inv-lab', team_name: 'Harbour Lights', inviter_name: 'Adam Reyes', role: 'admin' }),
  buildReceivedTeamInvitation({ id: 'inv-kiln', team_name: 'Kiln & Co', inviter_name: 'Olivia Hart' }),
];

/** The rows of Your Teams, once loaded. */
const teamRows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: /^(Your Teams|فرقك)$/ })).getAllByRole('link');

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    const rows = await teamRows(canvas);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Night Shift StudioOwner3 Members',
      'Aurora CollectiveMember5 Members',
      'Poster LabAdmin7 Members',
      'Marketing and Creative Studio Team of the YearOwner1 Member',
    ]);
    await expect(await canvas.findByRole('button', { name: 'Create Team' })).toBeEnabled();
  },
};

/** A row leads to its team's page. */
export const OpenTeam: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const rows = await teamRows(canvas);
    await userEvent.click(rows[1]!);
    await expect(currentPath()).toBe('/teams/team-aurora');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.listPending());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading teams' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: 'Your Teams' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.listEmpty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are not in a team yet.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Create Team' })).toBeEnabled();
  },
};

/** Invitations come first; answering one says so in a toast and takes it off the list. */
export const PendingInvitations: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox(invitations()));
  },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Pending Invitations' }));
    await expect(section.getByText('Adam Reyes invited you to join Harbour Lights as Admin.')).toBeVisible();
    await expect(section.getByText('Olivia Hart invited you to join Kiln & Co as Member.')).toBeVisible();
    await expect(section.getAllByText('Sent on Nov 20, 2026')).toHaveLength(2);
    await teamRows(canvas);
  },
};

export const InvitationDeclined: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox(invitations()));
  },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Pending Invitations' }));
    await userEvent.click(section.getByRole('button', { name: 'Decline the invitation to Kiln & Co' }));
    await expect(await shownToast('Invitation declined.')).toBeVisible();
    await waitFor(() => expect(section.queryByText(/Kiln & Co/)).toBeNull());
    await expect(section.getByText(/Harbour Lights/)).toBeVisible();
  },
};

/** A plan without teams.canCreate (Free): no Create Team, the way to a plan that has it instead (locked). */
export const CannotCreate: Story = {
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.me({ user_tier: 'Free' }), userHandlers.allowance(), teamHandlers.listEmpty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Creating a team is not included in your plan.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing?tier=Pro');
    await expect(canvas.queryByRole('button', { name: 'Create Team' })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.listFailed());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Could not load your teams. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Create Team: the dialog says the team was made, then closes 1.5 s later. */
export const CreateTeam: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.create());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Team' }));
    const dialog = await body.findByRole('dialog', { name: 'Create Team' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Studio North');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Team Studio North created.');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

export const Arabic: Story = {
  globals: arabic,
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox(invitations().slice(0, 1)));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الفرق' })).toBeVisible();
    await expect(await teamRows(canvas)).toHaveLength(4);
    await expect(await canvas.findByRole('button', { name: 'إنشاء فريق' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'الدعوات المعلّقة' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox(invitations()));
  },
  play: async ({ canvas }) => {
    await expect(await teamRows(canvas)).toHaveLength(4);
    await expect(await canvas.findByRole('region', { name: 'Pending Invitations' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Create Team' })).toBeVisible();
  },
};

export const ArabicPhone: Story = {
  globals: arabicPhone,
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox(invitations()));
  },
  play: async ({ canvas }) => {
    const rows = await teamRows(canvas);
    await expect(rows).toHaveLength(4);
    await expect(await canvas.findByRole('region', { name: 'الدعوات المعلّقة' })).toBeVisible();
    // Arabic's forms: 'عضو واحد' for one, the plural for 3 to 10.
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Night Shift Studioالمالك3 أعضاء',
      'Aurora Collectiveعضو5 أعضاء',
      'Poster Labمشرف7 أعضاء',
      'Marketing and Creative Studio Team of the Yearالمالكعضو واحد',
    ]);
    // The long English name reads left to right, cut at its end.
    const name = within(rows[3]!).getByText('Marketing and Creative Studio Team of the Year');
    await expectOwnDirection(name, 'ltr');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};
