import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildReceivedTeamInvitation, buildTeamSummary } from '@mocks/fixtures/team.fixtures';
import { prepareStory } from '@stories/kit';
import { TeamsPageView } from './teams-page-view';

const body = within(document.body);

const teams = [
  buildTeamSummary({ id: 'team-a', team_name: 'Night Shift Studio', role: 'owner', members_count: 3 }),
  buildTeamSummary({ id: 'team-b', team_name: 'Poster Lab', role: 'admin', members_count: 7 }),
  buildTeamSummary({ id: 'team-c', team_name: 'A collective with a rather long name that must not push the counts away', role: 'member' }),
];

const meta = {
  title: 'Features/Teams/Teams List',
  component: TeamsPageView,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: {
    teams: { state: 'success', teams },
    onRetry: fn(),
    invitations: [],
    onAcceptInvitation: fn(() => Promise.resolve()),
    onDeclineInvitation: fn(() => Promise.resolve()),
    canCreate: true,
    onCreateTeam: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamsPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Your Teams' })).getAllByRole('link');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Night Shift StudioOwner3 Members');
    await expect(rows[0]).toHaveAttribute('href', '/teams/team-a');
    await expect(canvas.getByRole('button', { name: 'Create Team' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { teams: { state: 'success', teams: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are not in a team yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your Teams' })).toBeNull();
  },
};

export const PendingInvitations: Story = {
  args: {
    invitations: [
      buildReceivedTeamInvitation({ id: 'inv-1', team_name: 'Poster Lab', inviter_name: 'Adam Reyes', role: 'admin' }),
      buildReceivedTeamInvitation({ id: 'inv-2', team_name: 'Night Shift Studio', inviter_name: 'Olivia Hart' }),
    ],
  },
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'Pending Invitations' });
    await expect(section).toHaveTextContent('Adam Reyes invited you to join Poster Lab as Admin.');
    await userEvent.click(within(section).getByRole('button', { name: 'Accept the invitation to Poster Lab' }));
    await expect(args.onAcceptInvitation).toHaveBeenCalledWith(expect.objectContaining({ id: 'inv-1' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Decline the invitation to Night Shift Studio' }));
    await expect(args.onDeclineInvitation).toHaveBeenCalledWith(expect.objectContaining({ id: 'inv-2' }));
  },
};

export const CannotCreate: Story = {
  args: { canCreate: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Create Team' })).toBeNull();
    await expect(canvas.getByText('Creating a team is not included in your plan.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing?tier=Pro');
  },
};

export const CreateTeam: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Team' }));
    const dialog = await body.findByRole('dialog', { name: 'Create Team' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), '  Studio North  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(args.onCreateTeam).toHaveBeenCalledWith('Studio North');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Team Studio North created.');
    // Team dialogs close 1.5 s after success.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

export const Loading: Story = {
  args: { teams: { state: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading teams' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { teams: { state: 'error', isRetrying: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your teams. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { invitations: [buildReceivedTeamInvitation({ id: 'inv-1', team_name: 'Poster Lab', inviter_name: 'Adam Reyes' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الفرق' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إنشاء فريق' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { invitations: [buildReceivedTeamInvitation({ id: 'inv-1', team_name: 'Poster Lab', inviter_name: 'Adam Reyes' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
