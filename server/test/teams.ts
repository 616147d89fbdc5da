import { and, eq } from 'drizzle-orm';
import type { ReceivedTeamInvitation, TeamDetails, TeamMemberRole } from '../../contract';
import { pointAccounts, teamMembers, teams } from '../db/schema';
import type { TestApp } from './test-app';
import type { SignedInUser } from './users';

export const teamsPath = '/api/v1/teams';
export const teamPath = (teamId: string, rest = '') => `${teamsPath}/${teamId}${rest}`;

/** Creates a team as `owner` (who must be on a tier that may); fails the test loudly if the server refuses. */
export async function createTeamAs(t: TestApp, owner: SignedInUser, name = 'The Studio'): Promise<TeamDetails> {
  const answer = await t.post<TeamDetails>(teamsPath, { team_name: name }, { token: owner.token });
  if (answer.status !== 201) throw new Error(`Creating team ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function teamDetailsAs(t: TestApp, user: SignedInUser, teamId: string): Promise<TeamDetails> {
  const answer = await t.get<TeamDetails>(teamPath(teamId), { token: user.token });
  if (answer.status !== 200) throw new Error(`Team details answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The token of the team invitation waiting for `user` (to the named team, or the newest). */
export async function pendingTeamToken(t: TestApp, user: SignedInUser, teamName?: string): Promise<string> {
  const answer = await t.get<{ invitations: ReceivedTeamInvitation[] }>('/api/v1/invitations/pending', { token: user.token });
  const token = answer.body.invitations.find((invitation) => teamName === undefined || invitation.team_name === teamName)?.token;
  if (!token) throw new Error(`No team invitation waits for ${user.email}`);
  return token;
}

export async function invite(t: TestApp, inviter: SignedInUser, teamId: string, email: string, role: TeamMemberRole = 'member') {
  const answer = await t.post(teamPath(teamId, '/invite'), { email, role }, { token: inviter.token });
  if (answer.status !== 201) throw new Error(`Inviting ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** `inviter` invites `invitee`, who accepts: the usual way a member arrives. */
export async function joinTeam(
  t: TestApp,
  inviter: SignedInUser,
  invitee: SignedInUser,
  team: Pick<TeamDetails, 'id' | 'team_name'>,
  role: TeamMemberRole = 'member',
): Promise<void> {
  await invite(t, inviter, team.id, invitee.email, role);
  const token = await pendingTeamToken(t, invitee, team.team_name);
  const accepted = await t.post('/api/v1/invitations/accept', { token }, { token: invitee.token });
  if (accepted.status !== 200) throw new Error(`Accepting answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
}

export async function transfer(t: TestApp, owner: SignedInUser, teamId: string, amount: unknown) {
  return t.post<{ new_user_balance: number; points_balance: number }>(
    teamPath(teamId, '/transfer-points'),
    { amount },
    { token: owner.token },
  );
}

/** The point account of a team's pool, straight from the database. */
export async function poolAccountId(t: TestApp, teamId: string): Promise<string> {
  const [row] = await t.deps.db.select({ id: pointAccounts.id }).from(pointAccounts).where(eq(pointAccounts.ownerTeamId, teamId));
  if (!row) throw new Error(`Team ${teamId} has no pool`);
  return row.id;
}

/** The seats a team bought and who holds one, straight from the database. */
export async function seatsOf(t: TestApp, teamId: string): Promise<{ purchased: number | undefined; seated: string[] }> {
  const [team] = await t.deps.db.select({ purchased: teams.purchasedSeats }).from(teams).where(eq(teams.id, teamId));
  const seated = await t.deps.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isSeated, true)));
  return { purchased: team?.purchased, seated: seated.map((row) => row.userId) };
}
