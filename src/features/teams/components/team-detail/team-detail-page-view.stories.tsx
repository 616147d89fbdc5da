import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildTeamDetails, storyViewer, teamPeople, withSeats } from '@mocks/fixtures/team.fixtures';
import { prepareStory } from '@stories/kit';
import { ApiError } from '@/lib/api';
import { TeamDetailPageView } from './team-detail-page-view';

const body = within(document.body);
const ownerTeam = buildTeamDetails();
const success = (team = ownerTeam) => ({ state: 'success' as const, team });

const meta = {
  title: 'Features/Teams/Team Detail',
  component: TeamDetailPageView,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: {
    load: success(),
    viewerId: storyViewer.id,
    userBalance: 2_500,
    onRetry: fn(),
    onAccessRevokedClose: fn(),
    onTransferPoints: fn(() => Promise.resolve()),
    onInvite: fn(() => Promise.resolve()),
    onChangeRole: fn(() => Promise.resolve()),
    onRemoveMember: fn(() => Promise.resolve()),
    onToggleSeat: fn(() => Promise.resolve()),
    onSetMemberCap: fn(() => Promise.resolve()),
    onSetDefaultCap: fn(() => Promise.resolve()),
    onCancelInvitation: fn(() => Promise.resolve()),
    onDeleteTeam: fn(() => Promise.resolve()),
    onLeaveTeam: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamDetailPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

const members = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');

// The cheap states first: the file's first story also pays for the browser's warm-up.
export const Loading: Story = {
  args: { load: { state: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading team' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { load: { state: 'error', isRetrying: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load team details.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Night Shift Studio');
    await expect(canvas.getByTestId('team-points')).toHaveTextContent('1,200');
    const actions = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(actions).toEqual(expect.arrayContaining(['Transfer Points', 'Invite Member', 'Delete Team']));
    await expect(actions).not.toContain('Leave Team');
    await expect(canvas.getByText('3 / 10 Members')).toBeVisible();
    await expect(canvas.getByText('kenji@example.com')).toBeVisible();
  },
};

export const OwnerControls: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
    // The owner's own row has no controls; the others' do.
    await expect(within(members(canvas)[0]!).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Change role of Adam Reyes' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Pending Invitations' })).toHaveTextContent('kenji@example.com');
  },
};

export const Admin: Story = {
  args: { load: success(buildTeamDetails({}, 'admin')) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Transfer Points' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Team' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave Team' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '3 / 10 Members' })).toBeVisible();
    // Change role and remove are shown on the owner but disabled.
    await expect(canvas.getByRole('button', { name: `Remove ${teamPeople.owner.display_name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Remove ${teamPeople.member.display_name}` })).toBeEnabled();
  },
};

export const MemberWithSeat: Story = {
  args: { load: success(withSeats(buildTeamDetails({}, 'member'), [storyViewer.id])) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have a seat')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '3 Members' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Pending Invitations' })).toBeNull();
  },
};

export const MemberWithoutSeat: Story = {
  args: { load: success(buildTeamDetails({}, 'member')) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('You have a seat')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave Team' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

export const OwnerAlone: Story = {
  args: { load: success(buildTeamDetails({ members: ownerTeam.members.slice(0, 1), invitations: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Members (Only You)' })).toBeVisible();
  },
};

export const SeatsPurchased: Story = {
  args: { load: success(withSeats(ownerTeam, [teamPeople.admin.user_id], 3)) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('team-seats')).toHaveTextContent('Seats 1 / 3');
    await expect(canvas.getByRole('switch', { name: 'Seat for Adam Reyes' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Seat for Mona Said' }));
    await expect(args.onToggleSeat).toHaveBeenCalledWith(expect.objectContaining({ user_id: teamPeople.member.user_id }), true);
  },
};

export const NoSeats: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No seats purchased.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/billing');
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const NoSeatsAvailable: Story = {
  args: {
    load: success(withSeats(ownerTeam, [teamPeople.admin.user_id], 1)),
    onToggleSeat: fn(() => Promise.reject(new ApiError(409, { message: 'No seats left.', code: 'no_seats_available' }))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Seat for Mona Said' }));
    const dialog = await body.findByRole('alertdialog', { name: 'An Error Occurred' });
    await expect(dialog).toHaveTextContent('No available seats to assign. Please upgrade your plan to add more members.');
  },
};

export const AtMaxMembers: Story = {
  args: { load: success(buildTeamDetails({ max_members: 3 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '3 / 3 Members' })).toBeVisible();
  },
};

export const JoiningClosed: Story = {
  args: { load: success(buildTeamDetails({ can_join: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Invite Member' })).toBeNull();
  },
};

export const RemoveMember: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mona Said' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove Member?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveMember).toHaveBeenCalledWith(expect.objectContaining({ user_id: teamPeople.member.user_id }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteFails: Story = {
  args: { onDeleteTeam: fn(() => Promise.reject(new ApiError(409, { message: 'The team still has tasks running.' }))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Team' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete Team?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const error = await body.findByRole('alertdialog', { name: 'An Error Occurred' });
    await expect(error).toHaveTextContent('The team still has tasks running.');
  },
};

export const AccessRevoked: Story = {
  args: { load: { state: 'revoked' } },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: 'Access Revoked' });
    await expect(dialog).toHaveTextContent('You are no longer a member of this team.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onAccessRevokedClose).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { load: success(withSeats(ownerTeam, [teamPeople.admin.user_id], 3)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تحويل النقاط' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '3 / 10 أعضاء' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { load: success(withSeats(ownerTeam, [teamPeople.admin.user_id], 3)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).toBeVisible();
  },
};

export const MemberArabicPhone: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  args: { load: success(withSeats(buildTeamDetails({}, 'member'), [storyViewer.id])) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لديك مقعد')).toBeVisible();
  },
};
