import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../../contract';
import { teams } from '../../db/schema';
import { createTestApp, uniqueName, type TestApp, type TestResponse } from '../../test/test-app';
import { createTeamAs, invite, joinTeam, pendingTeamToken, teamDetailsAs, teamPath, teamsPath } from '../../test/teams';
import { signedInUser, type SignedInUser } from '../../test/users';

/** A stranger never belonged; a former member was removed; the others are the team's roles. */
type Role = 'stranger' | 'former' | 'member' | 'admin' | 'owner';
const roles: Role[] = ['stranger', 'former', 'member', 'admin', 'owner'];

/**
 * A fresh team for one check: the owner, an admin, a member, a third member to act on, a removed former member,
 * one purchased seat, a pending invitation to an address, and a pending invitation to a user (the invitee).
 */
interface Scene {
  teamId: string;
  teamName: string;
  users: Record<Role, SignedInUser>;
  third: SignedInUser;
  invitee: SignedInUser;
  invitedEmail: string;
}

interface Check {
  call: (t: TestApp, scene: Scene, actor: SignedInUser) => Promise<TestResponse>;
  expected: Record<Role, number>;
}

const at = (s: Scene, rest = '') => teamPath(s.teamId, rest);

/** What each role gets from each team call (part 1 §6). Keyed by the contract's names: a new call fails the test until listed. */
const checks: Record<string, Check> = {
  listTeams: {
    call: (t, _s, actor) => t.get(teamsPath, { token: actor.token }),
    expected: { stranger: 200, former: 200, member: 200, admin: 200, owner: 200 },
  },
  createTeam: {
    call: (t, _s, actor) => t.post(teamsPath, { team_name: uniqueName('team') }, { token: actor.token }),
    expected: { stranger: 201, former: 201, member: 201, admin: 201, owner: 201 },
  },
  getTeam: {
    call: (t, s, actor) => t.get(at(s), { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 200, admin: 200, owner: 200 },
  },
  deleteTeam: {
    call: (t, s, actor) => t.delete(at(s), { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 200 },
  },
  inviteTeamMember: {
    call: (t, s, actor) => t.post(at(s, '/invite'), { email: `${uniqueName('new')}@example.com`, role: 'member' }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 201, owner: 201 },
  },
  cancelTeamInvitation: {
    call: (t, s, actor) => t.delete(at(s, '/invitations'), { token: actor.token }, { email: s.invitedEmail }),
    expected: { stranger: 404, former: 403, member: 403, admin: 200, owner: 200 },
  },
  updateTeamMember: {
    call: (t, s, actor) => t.put(at(s, `/members/${s.third.userId}`), { role: 'admin' }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 200, owner: 200 },
  },
  removeTeamMember: {
    call: (t, s, actor) => t.delete(at(s, `/members/${s.third.userId}`), { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 200, owner: 200 },
  },
  leaveTeam: {
    call: (t, s, actor) => t.delete(at(s, '/leave'), { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 200, admin: 200, owner: 403 },
  },
  toggleTeamSeat: {
    call: (t, s, actor) => t.post(at(s, `/members/${s.third.userId}/toggle-seat`), { assign: true }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 200, owner: 200 },
  },
  transferTeamPoints: {
    call: (t, s, actor) => t.post(at(s, '/transfer-points'), { amount: 1 }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 200 },
  },
  listPendingTeamInvitations: {
    call: (t, _s, actor) => t.get('/api/v1/invitations/pending', { token: actor.token }),
    expected: { stranger: 200, former: 200, member: 200, admin: 200, owner: 200 },
  },
  // Nobody but the invitee answers an invitation, not even the team's owner.
  acceptTeamInvitation: {
    call: async (t, s, actor) =>
      t.post('/api/v1/invitations/accept', { token: await pendingTeamToken(t, s.invitee) }, { token: actor.token }),
    expected: { stranger: 404, former: 404, member: 404, admin: 404, owner: 404 },
  },
  declineTeamInvitation: {
    call: async (t, s, actor) =>
      t.post('/api/v1/invitations/decline', { token: await pendingTeamToken(t, s.invitee) }, { token: actor.token }),
    expected: { stranger: 404, former: 404, member: 404, admin: 404, owner: 404 },
  },
};

/** The owner member can be neither changed nor removed, by anyone (§6); the team's workspace is closed to outsiders. */
const ownerChecks: Record<string, Check> = {
  'change the owner role': {
    call: (t, s, actor) => t.put(at(s, `/members/${s.users.owner.userId}`), { role: 'member' }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 403 },
  },
  'remove the owner': {
    call: (t, s, actor) => t.delete(at(s, `/members/${s.users.owner.userId}`), { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 403 },
  },
  "the team workspace's task allowance": {
    call: (t, s, actor) => t.get(`/api/v1/user/task-allowance?team_id=${s.teamId}`, { token: actor.token }),
    expected: { stranger: 404, former: 404, member: 200, admin: 200, owner: 200 },
  },
  "the team workspace's projects": {
    call: (t, s, actor) => t.get(`/api/v1/projects?team_id=${s.teamId}`, { token: actor.token }),
    expected: { stranger: 404, former: 404, member: 200, admin: 200, owner: 200 },
  },
  "the team workspace's history": {
    call: (t, s, actor) => t.get(`/api/v1/generated-history?team_id=${s.teamId}`, { token: actor.token }),
    expected: { stranger: 404, former: 404, member: 200, admin: 200, owner: 200 },
  },
};

async function scene(t: TestApp, users: Record<Role, SignedInUser>, third: SignedInUser, invitee: SignedInUser): Promise<Scene> {
  const team = await createTeamAs(t, users.owner, uniqueName('team'));
  await joinTeam(t, users.owner, users.admin, team, 'admin');
  await joinTeam(t, users.owner, users.member, team);
  await joinTeam(t, users.owner, third, team);
  await joinTeam(t, users.owner, users.former, team);
  const removed = await t.delete(teamPath(team.id, `/members/${users.former.userId}`), { token: users.owner.token });
  if (removed.status !== 200) throw new Error(`Removing the former member answered ${removed.status}`);
  await t.deps.db.update(teams).set({ purchasedSeats: 1 }).where(eq(teams.id, team.id));
  const invitedEmail = `${uniqueName('invited')}@example.com`;
  await invite(t, users.owner, team.id, invitedEmail);
  await invite(t, users.owner, team.id, invitee.email);
  return { teamId: team.id, teamName: team.team_name, users, third, invitee, invitedEmail };
}

async function people(t: TestApp) {
  const users = {
    stranger: await signedInUser(t, { tier: 'Pro' }),
    former: await signedInUser(t, { tier: 'Pro' }),
    member: await signedInUser(t, { tier: 'Pro' }),
    admin: await signedInUser(t, { tier: 'Pro' }),
    owner: await signedInUser(t, { tier: 'Pro' }),
  };
  return { users, third: await signedInUser(t), invitee: await signedInUser(t) };
}

async function expectRoles(t: TestApp, name: string, check: Check, everyone: Awaited<ReturnType<typeof people>>) {
  for (const role of roles) {
    const s = await scene(t, everyone.users, everyone.third, everyone.invitee);
    const answer = await check.call(t, s, everyone.users[role]);
    expect(answer.status, `${name} as ${role}: ${JSON.stringify(answer.body)}`).toBe(check.expected[role]);
    if (answer.status === 404 || answer.status === 403) {
      expect(JSON.stringify(answer.body), `${name} as ${role}`).not.toContain(s.teamName);
    }
  }
}

describe('team permissions, call by call and role by role', { timeout: 240_000 }, () => {
  it('covers every team call of the contract', () => {
    const teamCalls = allCalls.filter((call) => call.tags.includes('teams')).map((call) => call.name);
    expect(Object.keys(checks).toSorted()).toEqual(teamCalls.toSorted());
  });

  it.each(Object.entries(checks))(
    '%s: each role gets what the rules allow, a stranger learns nothing, a removed member is refused',
    async (name, check) => {
      const t = await createTestApp();
      await expectRoles(t, name, check, await people(t));
    },
    90_000,
  );

  it.each(Object.entries(ownerChecks))(
    '%s: refused as the rules say',
    async (name, check) => {
      const t = await createTestApp();
      await expectRoles(t, name, check, await people(t));
    },
    90_000,
  );

  it('refuses every invitation while teams.canJoin is off, even the owner’s', async () => {
    const t = await createTestApp({ env: { TEAMS_CAN_JOIN: 'false' } });
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner);
    const answer = await t.post(teamPath(team.id, '/invite'), { email: 'someone@example.com' }, { token: owner.token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'permission_denied', message: 'Joining teams is not available right now.' });
    expect(await teamDetailsAs(t, owner, team.id)).toMatchObject({ can_join: false, members_count: 1, invitations: [] });
  });

  it('lets only a tier with teams.canCreate create a team', async () => {
    const t = await createTestApp();
    for (const tier of ['Free', 'Plus'] as const) {
      const user = await signedInUser(t, { tier });
      const answer = await t.post(teamsPath, { team_name: 'Nope' }, { token: user.token });
      expect(answer.status, tier).toBe(403);
      expect(answer.body).toEqual({ code: 'permission_denied', message: 'Creating teams is not available in your current plan.' });
      expect((await t.get(teamsPath, { token: user.token })).body).toEqual({ teams: [] });
    }
  });
});
