import { describe, expect, it } from 'vitest';
import { getTeam, listTeams } from '../../../contract';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp } from '../../test/test-app';
import { createTeamAs, invite, joinTeam, poolAccountId, teamDetailsAs, teamPath, teamsPath, transfer } from '../../test/teams';
import { signedInUser } from '../../test/users';

describe('teams: create, list, details, delete', { timeout: 240_000 }, () => {
  it('creates a team owned by its creator, alone, with an empty pool, and lists it', async () => {
    const t = await createTestApp({ env: { TEAMS_MAX_MEMBERS_PER_TEAM: '7' } });
    const owner = await signedInUser(t, { tier: 'Pro' });
    const created = await t.post(teamsPath, { team_name: '  Night Shift  ' }, { token: owner.token });
    expect(created.status).toBe(201);
    const team = getTeam.answer.parse(created.body);
    const noCap = { monthly_cap: null, cap: null, spent_this_month: 0, remaining: null };
    expect(team).toEqual({
      id: team.id,
      team_name: 'Night Shift',
      role: 'owner',
      members_count: 1,
      owner_user_id: owner.userId,
      points_balance: 0,
      members: [{ user_id: owner.userId, display_name: owner.username, role: 'owner', is_seated_member: false, budget: noCap }],
      invitations: [],
      seated_members_count: 0,
      purchased_seats: 0,
      max_members: 7,
      can_join: true,
      default_member_cap: null,
      my_budget: noCap,
    });
    const listed = await t.get(teamsPath, { token: owner.token });
    expect(listTeams.answer.parse(listed.body)).toEqual({
      teams: [{ id: team.id, team_name: 'Night Shift', role: 'owner', members_count: 1 }],
    });
    expect(await teamDetailsAs(t, owner, team.id)).toEqual(team);
  });

  it('refuses a blank name with the spec’s message', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const answer = await t.post(teamsPath, { team_name: '   ' }, { token: owner.token });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Team name is required.');
  });

  it('shows each member their own role and the member count; invitations only to the owner and admins', async () => {
    const t = await createTestApp();
    const [owner, admin, member] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t), await signedInUser(t)];
    const team = await createTeamAs(t, owner, 'Crew');
    await joinTeam(t, owner, admin, team, 'admin');
    await joinTeam(t, admin, member, team);
    await invite(t, admin, team.id, 'later@example.com', 'admin');
    for (const [user, role] of [
      [owner, 'owner'],
      [admin, 'admin'],
      [member, 'member'],
    ] as const) {
      expect((await t.get(teamsPath, { token: user.token })).body).toEqual({
        teams: [{ id: team.id, team_name: 'Crew', role, members_count: 3 }],
      });
      const details = await teamDetailsAs(t, user, team.id);
      expect(details.members.map((m) => [m.display_name, m.role])).toEqual([
        [owner.username, 'owner'],
        [admin.username, 'admin'],
        [member.username, 'member'],
      ]);
      expect(details.invitations.map((i) => [i.invitee_email, i.role, i.status, i.inviter_name])).toEqual(
        role === 'member' ? [] : [['later@example.com', 'admin', 'pending', admin.username]],
      );
    }
  });

  it('deletes the team for everyone, gives the pool back to the owner through the ledger, and closes its invitations', async () => {
    const t = await createTestApp();
    const [owner, member] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await joinTeam(t, owner, member, team);
    await invite(t, owner, team.id, 'pending@example.com');
    expect((await transfer(t, owner, team.id, 30)).body).toEqual({ new_user_balance: 20, points_balance: 30 });
    const pool = await poolAccountId(t, team.id);

    expect((await t.delete(teamPath(team.id), { token: owner.token })).status).toBe(200);
    expect(await ledgerState(t.deps.db, owner.accountId)).toMatchObject({ balance: 50, ledger_sum: 50, rows: 3 });
    expect(await ledgerState(t.deps.db, pool)).toMatchObject({ balance: 0, ledger_sum: 0, rows: 2 });
    for (const user of [owner, member]) {
      expect((await t.get(teamsPath, { token: user.token })).body).toEqual({ teams: [] });
      expect((await t.get(teamPath(team.id), { token: user.token })).status).toBe(404);
    }
    const history = await t.get<{ history: Array<{ description: string; code: string }> }>('/api/v1/points/history', {
      token: owner.token,
    });
    expect(history.body.history.slice(0, 2).map((entry) => entry.code)).toEqual(['team_pool_returned', 'team_transfer_out']);
    expect((await t.delete(teamPath(team.id), { token: owner.token })).status).toBe(404);
  });
});
