import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildTeamDetails, storyViewer, teamPeople, withSeats } from '@mocks/fixtures/team.fixtures';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { TeamPage } from '@/features/teams';
import { expectOwnDirection } from '../kit';
import { arabic, arabicPhone, body, loadedTeam, phone, showTeam, TeamScreen, teamsScreenSetup } from './teams-story-kit';

/**
 * /teams/{teamId} (spec part 1 §2) with its data: Night Shift Studio, whose owner the story viewer is unless a
 * story says else (three members, a pool of 1,200 points, an admin invitation pending, no seats bought).
 */
const meta = {
  title: 'Screens/Teams/Team Detail',
  component: TeamPage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { teamId: 'team-night-shift', onGone: fn() },
  render: (args) => <TeamScreen {...args} />,
  beforeEach: teamsScreenSetup,
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const memberRows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: /^(Team members|أعضاء الفريق)$/ }));

// The cheap states first: the file's first story also pays for the browser's warm-up.
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.teamPending());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading team' })).toBeVisible();
  },
};

/** The details are asked for three times (two retries) before the page gives up and offers Try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.teamFailed());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Could not load team details.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The owner: Transfer Points, Invite Member and Delete Team; controls on everyone but themselves. */
export const Owner: Story = {
  beforeEach: showTeam(buildTeamDetails()),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByTestId('team-points')).toHaveTextContent('1,200');
    await expect(canvas.getByRole('button', { name: 'Transfer Points' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Team' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Leave Team' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: '3 / 10 Members' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
    await expect(memberRows(canvas).getByRole('button', { name: 'Change role of Adam Reyes' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Pending Invitations' })).toHaveTextContent('kenji@example.com');
  },
};

/** An admin invites and manages members but neither transfers points nor deletes; the owner is out of reach. */
export const Admin: Story = {
  beforeEach: showTeam(buildTeamDetails({}, 'admin')),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.queryByRole('button', { name: 'Transfer Points' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Team' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave Team' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Remove ${teamPeople.owner.display_name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Remove ${teamPeople.member.display_name}` })).toBeEnabled();
  },
};

export const MemberWithSeat: Story = {
  beforeEach: showTeam(withSeats(buildTeamDetails({}, 'member'), [storyViewer.id])),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByText('You have a seat')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '3 Members' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave Team' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Pending Invitations' })).toBeNull();
  },
};

export const MemberWithoutSeat: Story = {
  beforeEach: showTeam(withSeats(buildTeamDetails({}, 'member'), [teamPeople.admin.user_id])),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.queryByText('You have a seat')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

export const OwnerAlone: Story = {
  beforeEach: showTeam(buildTeamDetails({ members: buildTeamDetails().members.slice(0, 1), invitations: [] })),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByRole('heading', { name: 'Members (Only You)' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Pending Invitations' })).toBeNull();
  },
};

/** Seats bought: the indicator counts them and each member but the owner has a seat switch. */
export const SeatsPurchased: Story = {
  beforeEach: showTeam(withSeats(buildTeamDetails(), [teamPeople.admin.user_id], 3)),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByTestId('team-seats')).toHaveTextContent('Seats 1 / 3');
    await expect(canvas.getByRole('switch', { name: 'Seat for Adam Reyes' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Seat for Mona Said' })).not.toBeChecked();
  },
};

/** Giving a seat: the switch and the count follow the server's answer. */
export const SeatGiven: Story = {
  parameters: { screenshot: false },
  beforeEach: showTeam(withSeats(buildTeamDetails(), [teamPeople.admin.user_id], 3)),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Seat for Mona Said' }));
    await waitFor(() => expect(canvas.getByTestId('team-seats')).toHaveTextContent('Seats 2 / 3'));
    await expect(canvas.getByRole('switch', { name: 'Seat for Mona Said' })).toBeChecked();
  },
};

/** No seats bought: the way to buy them instead of the indicator, and no seat switches. */
export const NoSeats: Story = {
  beforeEach: showTeam(buildTeamDetails()),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByText('No seats purchased.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/billing');
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const AtMaxMembers: Story = {
  beforeEach: showTeam(buildTeamDetails({ max_members: 3, invitations: [] })),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByRole('heading', { name: '3 / 3 Members' })).toBeVisible();
  },
};

/** Transfer Points moves the owner's points into the pool; the page shows the pool the server answers. */
export const TransferPoints: Story = {
  parameters: { screenshot: false },
  beforeEach: showTeam(buildTeamDetails()),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer Points' }));
    const dialog = await body.findByRole('dialog', { name: 'Transfer Points' });
    await expect(dialog).toHaveTextContent('Your balance: 2,500 points');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('500 points transferred to the team.');
    await waitFor(() => expect(canvas.getByTestId('team-points')).toHaveTextContent('1,700'));
  },
};

/** A removed member's next look at the team: Access Revoked, and OK leads back to /teams. */
export const AccessRevoked: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.teamRevoked());
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: 'Access Revoked' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('You are no longer a member of this team.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onGone).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  beforeEach: showTeam(withSeats(buildTeamDetails(), [teamPeople.admin.user_id], 3)),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByRole('button', { name: 'تحويل النقاط' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '3 / 10 أعضاء' })).toBeVisible();
    // The team's English name keeps its own direction in the Arabic page.
    await expectOwnDirection(canvas.getByRole('heading', { level: 1, name: 'Night Shift Studio' }), 'ltr');
  },
};

/** At 390 px: the actions wrap, each member's controls sit under their name, the invitation's date on its own line. */
export const Phone: Story = {
  globals: phone,
  beforeEach: showTeam(withSeats(buildTeamDetails(), [teamPeople.admin.user_id], 3)),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).toBeVisible();
    const invitation = within(canvas.getByRole('region', { name: 'Pending Invitations' }));
    await expect(invitation.getByText('Sent on Nov 20, 2026')).toBeVisible();
  },
};

export const ArabicPhone: Story = {
  globals: arabicPhone,
  beforeEach: showTeam(withSeats(buildTeamDetails(), [teamPeople.admin.user_id], 3)),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    const invitation = within(canvas.getByRole('region', { name: 'الدعوات المعلّقة' }));
    await expect(invitation.getByText('أُرسلت في 20 نوفمبر 2026')).toBeVisible();
  },
};

export const MemberArabicPhone: Story = {
  globals: arabicPhone,
  beforeEach: showTeam(withSeats(buildTeamDetails({}, 'member'), [storyViewer.id])),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByText('لديك مقعد')).toBeVisible();
  },
};
