import { describe, expect, it } from 'vitest';
import { allCalls } from '../../../contract';
import { createTestApp, uniqueName } from '../../test/test-app';
import { at, expectRoles, people, type Check } from '../../test/team-roles';
import { createTeamAs, pendingTeamToken, teamDetailsAs, teamPath, teamsPath } from '../../test/teams';
import { signedInUser } from '../../test/users';

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
  setTeamMemberBudget: {
    call: (t, s, actor) => t.put(at(s, `/members/${s.third.userId}/budget`), { monthly_cap: 40 }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 200, owner: 200 },
  },
  setTeamDefaultBudget: {
    call: (t, s, actor) => t.put(at(s, '/budget'), { default_member_cap: 40 }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 200, owner: 200 },
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

/** The owner member can be neither changed nor removed, by anyone (§6). */
const ownerChecks: Record<string, Check> = {
  'change the owner role': {
    call: (t, s, actor) => t.put(at(s, `/members/${s.users.owner.userId}`), { role: 'member' }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 403 },
  },
  'remove the owner': {
    call: (t, s, actor) => t.delete(at(s, `/members/${s.users.owner.userId}`), { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 403 },
  },
  // The owner fills the pool and may take it back: a cap on their spending would only stand in their own way.
  'cap the owner': {
    call: (t, s, actor) => t.put(at(s, `/members/${s.users.owner.userId}/budget`), { monthly_cap: 1 }, { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 403 },
  },
  // Leaving is Leave Team's job (which the owner may not do either); nobody removes themselves.
  'remove oneself': {
    call: (t, s, actor) => t.delete(at(s, `/members/${actor.userId}`), { token: actor.token }),
    expected: { stranger: 404, former: 403, member: 403, admin: 403, owner: 403 },
  },
};

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
