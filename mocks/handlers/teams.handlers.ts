import {
  acceptTeamInvitation,
  cancelTeamInvitation,
  createTeam,
  declineTeamInvitation,
  deleteTeam,
  getTeam,
  inviteTeamMember,
  leaveTeam,
  listPendingTeamInvitations,
  listTeams,
  removeTeamMember,
  setTeamDefaultBudget,
  setTeamMemberBudget,
  toggleTeamSeat,
  transferTeamPoints,
  updateTeamMember,
  type ReceivedTeamInvitation,
  type TeamDetails,
  type TeamMemberRole,
  type TeamSummary,
} from '@contract';
import { jsonBody, mockCall, mockError, mockPending } from '../contract-handler';
import { budgetUnder, buildTeamDetails, buildTeamInvitation, buildTeamSummary } from '../fixtures/team.fixtures';

const serverError = { message: '', code: 'internal_error' };
const success = { success: true as const };
const noSeats = { message: 'No available seats to assign. Please upgrade your plan to add more members.', code: 'no_seats_available' };

/** Two teams: one the story viewer owns, one they are a member of. */
export function buildTeamListFixture(): TeamSummary[] {
  return [
    buildTeamSummary({ id: 'team-night-shift', team_name: 'Night Shift Studio', role: 'owner', members_count: 3 }),
    buildTeamSummary({ id: 'team-aurora', team_name: 'Aurora Collective', role: 'member', members_count: 5 }),
  ];
}

/**
 * One team as the server keeps it: the detail answers reflect invitations, role changes, removals, seats and
 * transfers made meanwhile, so a refetch after an action shows its result.
 */
function teamBackend(initial: TeamDetails) {
  let team = structuredClone(initial);
  const member = (userId: unknown) => team.members.find((each) => each.user_id === String(userId));
  return [
    mockCall(getTeam, () => team),
    mockCall(inviteTeamMember, async ({ request }) => {
      const body = await jsonBody<{ email: string; role?: TeamMemberRole }>(request);
      const invitation = buildTeamInvitation({ team_name: team.team_name, invitee_email: body.email, role: body.role ?? 'member' });
      team = { ...team, invitations: [...team.invitations, invitation] };
      return { invitation };
    }),
    mockCall(cancelTeamInvitation, async ({ request }) => {
      const { email } = await jsonBody<{ email: string }>(request);
      team = { ...team, invitations: team.invitations.filter((invitation) => invitation.invitee_email !== email) };
      return success;
    }),
    mockCall(updateTeamMember, async ({ request, params }) => {
      const { role } = await jsonBody<{ role: TeamMemberRole }>(request);
      team = { ...team, members: team.members.map((each) => (each.user_id === String(params.userId) ? { ...each, role } : each)) };
      return member(params.userId) ?? team.members[0]!;
    }),
    mockCall(removeTeamMember, ({ params }) => {
      const members = team.members.filter((each) => each.user_id !== String(params.userId));
      team = { ...team, members, members_count: members.length };
      return success;
    }),
    mockCall(toggleTeamSeat, async ({ request, params }) => {
      const { assign } = await jsonBody<{ assign: boolean }>(request);
      if (assign && team.seated_members_count >= team.purchased_seats) return Response.json(noSeats, { status: 409 });
      const members = team.members.map((each) => (each.user_id === String(params.userId) ? { ...each, is_seated_member: assign } : each));
      team = { ...team, members, seated_members_count: members.filter((each) => each.is_seated_member).length };
      return { member: member(params.userId)!, seated_members_count: team.seated_members_count, purchased_seats: team.purchased_seats };
    }),
    mockCall(transferTeamPoints, async ({ request }) => {
      const { amount } = await jsonBody<{ amount: number }>(request);
      team = { ...team, points_balance: team.points_balance + amount };
      return { new_user_balance: Math.max(0, 250 - amount), points_balance: team.points_balance };
    }),
    mockCall(setTeamMemberBudget, async ({ request, params }) => {
      const { monthly_cap: cap } = await jsonBody<{ monthly_cap: number | null }>(request);
      const members = team.members.map((each) =>
        each.user_id === String(params.userId) ? { ...each, budget: budgetUnder(each.budget, cap, team.default_member_cap) } : each,
      );
      team = { ...team, members };
      return { user_id: String(params.userId), budget: member(params.userId)!.budget! };
    }),
    mockCall(setTeamDefaultBudget, async ({ request }) => {
      const { default_member_cap: cap } = await jsonBody<{ default_member_cap: number | null }>(request);
      const members = team.members.map((each) =>
        each.role === 'owner' || !each.budget ? each : { ...each, budget: budgetUnder(each.budget, each.budget.monthly_cap, cap) },
      );
      team = { ...team, default_member_cap: cap, members };
      return { default_member_cap: cap };
    }),
    mockCall(deleteTeam, success),
    mockCall(leaveTeam, success),
  ];
}

/** The team calls (spec part 1 §7 Teams, Invitations), with their failures. */
export const teamHandlers = {
  list: (teams: readonly TeamSummary[] = buildTeamListFixture()) => mockCall(listTeams, { teams: [...teams] }),
  listEmpty: () => mockCall(listTeams, { teams: [] }),
  listPending: () => mockPending(listTeams),
  listFailed: () => mockError(listTeams, 500, serverError),

  create: () =>
    mockCall(createTeam, async ({ request }) => {
      const { team_name: teamName } = await jsonBody<{ team_name: string }>(request);
      return buildTeamDetails({ id: 'team-new', team_name: teamName, invitations: [] });
    }),
  createPending: () => mockPending(createTeam),
  createFailed: () => mockError(createTeam, 500, serverError),

  /** A team and every action on its page, the answers following what was done. */
  team: (team: TeamDetails = buildTeamDetails()) => teamBackend(team),
  teamPending: () => mockPending(getTeam),
  teamFailed: () => mockError(getTeam, 500, serverError),
  teamRevoked: () => mockError(getTeam, 403, { message: 'You are no longer a member of this team.', code: 'forbidden' }),
  seatRefused: () => mockError(toggleTeamSeat, 409, noSeats),
  invitePending: () => mockPending(inviteTeamMember),
  inviteFailed: () => mockError(inviteTeamMember, 500, serverError),
  budgetFailed: () => mockError(setTeamMemberBudget, 500, serverError),
  deleteFailed: () => mockError(deleteTeam, 409, { message: 'The team still has tasks running.', code: 'conflict' }),

  pendingInvitations: (invitations: readonly ReceivedTeamInvitation[] = []) =>
    mockCall(listPendingTeamInvitations, { invitations: [...invitations] }),
  /** Pending invitations that leave the list once answered, as the server's do. */
  invitationInbox: (initial: readonly ReceivedTeamInvitation[]) => {
    let invitations = [...initial];
    const answered = async (request: Request) => {
      const { token } = await jsonBody<{ token: string }>(request);
      const invitation = invitations.find((each) => each.token === token);
      invitations = invitations.filter((each) => each.token !== token);
      return invitation;
    };
    return [
      mockCall(listPendingTeamInvitations, () => ({ invitations: [...invitations] })),
      mockCall(acceptTeamInvitation, async ({ request }) => ({ team_id: (await answered(request))?.id ?? 'team-night-shift' })),
      mockCall(declineTeamInvitation, async ({ request }) => (await answered(request), success)),
    ];
  },
  accept: () =>
    mockCall(acceptTeamInvitation, ({ request }) => jsonBody<{ token: string }>(request).then(() => ({ team_id: 'team-night-shift' }))),
  acceptFailed: () => mockError(acceptTeamInvitation, 410, { message: 'This invitation has expired.', code: 'invitation_expired' }),
  decline: () => mockCall(declineTeamInvitation, success),
};
