import { describe, expect, it } from 'vitest';
import { toggleTeamSeat } from '../../../contract';
import { createPointsService, type PointsChange } from '../points';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTeamAs, joinTeam, teamDetailsAs, teamPath, teamsPath } from '../../test/teams';
import { signedInUser } from '../../test/users';
import { createTeamGrants } from './team-grants';

const seatOf = (t: TestApp, token: string, teamId: string, userId: string, assign: boolean) =>
  t.post(teamPath(teamId, `/members/${userId}/toggle-seat`), { assign }, { token });

/** What billing calls when a seat pack or a team plan is paid. */
function grantsOf(t: TestApp) {
  const { db, clock } = t.deps;
  const grants = createTeamGrants({ clock, points: createPointsService({ db, clock }) });
  return {
    grantSeats: (teamId: string, seats: number, key: string) => db.transaction((tx) => grants.grantSeats(tx, teamId, seats, key)),
    creditPool: (teamId: string, amount: number, change: PointsChange) =>
      db.transaction((tx) => grants.creditPool(tx, teamId, amount, change)),
  };
}

describe('team members: roles, removal, leaving', { timeout: 240_000 }, () => {
  it('changes a role both ways and shows it to the member', async () => {
    const t = await createTestApp();
    const [owner, member] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await joinTeam(t, owner, member, team);
    const promoted = await t.put(teamPath(team.id, `/members/${member.userId}`), { role: 'admin' }, { token: owner.token });
    expect(promoted.body).toEqual({ user_id: member.userId, display_name: member.username, role: 'admin', is_seated_member: false });
    expect((await teamDetailsAs(t, member, team.id)).role).toBe('admin');
    const invalid = await t.put(teamPath(team.id, `/members/${member.userId}`), { role: 'owner' }, { token: owner.token });
    expect(invalid.status).toBe(400);
    await t.put(teamPath(team.id, `/members/${member.userId}`), { role: 'member' }, { token: owner.token });
    expect((await teamDetailsAs(t, member, team.id)).role).toBe('member');
  });

  it('lets a member leave (then 403 for them) but never the owner; an admin cannot remove themselves', async () => {
    const t = await createTestApp();
    const [owner, admin, member] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await joinTeam(t, owner, admin, team, 'admin');
    await joinTeam(t, owner, member, team);
    expect((await t.delete(teamPath(team.id, `/members/${admin.userId}`), { token: admin.token })).status).toBe(403);
    expect((await t.delete(teamPath(team.id, '/leave'), { token: member.token })).body).toEqual({ success: true });
    expect((await t.get(teamsPath, { token: member.token })).body).toEqual({ teams: [] });
    expect((await t.get(teamPath(team.id), { token: member.token })).status).toBe(403);
    expect(await t.delete(teamPath(team.id, '/leave'), { token: owner.token })).toMatchObject({
      status: 403,
      body: { message: 'The team owner cannot leave the team. Delete it instead.' },
    });
    expect((await teamDetailsAs(t, owner, team.id)).members_count).toBe(2);
    // Invited again, a former member is a member again.
    await joinTeam(t, admin, member, team);
    expect((await teamDetailsAs(t, member, team.id)).role).toBe('member');
  });
});

describe('team seats', { timeout: 240_000 }, () => {
  it('gives and takes back seats within the purchased number, else no_seats_available', async () => {
    const t = await createTestApp();
    const [owner, a, b] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await joinTeam(t, owner, a, team);
    await joinTeam(t, owner, b, team);
    const none = await seatOf(t, owner.token, team.id, a.userId, true);
    expect(none).toMatchObject({
      status: 409,
      body: { code: 'no_seats_available', message: 'No available seats to assign. Please upgrade your plan to add more members.' },
    });

    await grantsOf(t).grantSeats(team.id, 1, 'payment:1:seats');
    // A retried payment event grants its seats once.
    await grantsOf(t).grantSeats(team.id, 1, 'payment:1:seats');
    expect((await teamDetailsAs(t, owner, team.id)).purchased_seats).toBe(1);
    const given = toggleTeamSeat.answer.parse((await seatOf(t, owner.token, team.id, a.userId, true)).body);
    expect(given).toMatchObject({ member: { user_id: a.userId, is_seated_member: true }, seated_members_count: 1, purchased_seats: 1 });
    // Giving a seat twice keeps one; the second member finds none left.
    expect((await seatOf(t, owner.token, team.id, a.userId, true)).body).toMatchObject({ seated_members_count: 1 });
    expect((await seatOf(t, owner.token, team.id, b.userId, true)).status).toBe(409);
    expect((await seatOf(t, owner.token, team.id, a.userId, false)).body).toMatchObject({ seated_members_count: 0 });
    expect((await seatOf(t, owner.token, team.id, b.userId, true)).body).toMatchObject({ seated_members_count: 1 });
    expect(await teamDetailsAs(t, b, team.id)).toMatchObject({
      seated_members_count: 1,
      purchased_seats: 1,
      members: expect.arrayContaining([expect.objectContaining({ user_id: b.userId, is_seated_member: true })]),
    });
  });

  it('never seats more members than seats bought when assignments race', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner);
    const members = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    for (const member of members) await joinTeam(t, owner, member, team);
    await grantsOf(t).grantSeats(team.id, 2, 'payment:2:seats');
    const answers = await Promise.all(members.map((member) => seatOf(t, owner.token, team.id, member.userId, true)));
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 200, 409, 409]);
    expect((await teamDetailsAs(t, owner, team.id)).seated_members_count).toBe(2);
  });

  it('credits a team pool through the ledger for billing', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner);
    const change = { description: 'Team pack', idempotencyKey: 'payment:1:pool' };
    await grantsOf(t).creditPool(team.id, 100, change);
    await grantsOf(t).creditPool(team.id, 100, change);
    expect((await teamDetailsAs(t, owner, team.id)).points_balance).toBe(100);
  });
});
