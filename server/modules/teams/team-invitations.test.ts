import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listPendingTeamInvitations, teamLimits } from '../../../contract';
import { teamInvitations } from '../../db/schema';
import { readOutbox } from '../../test/outbox';
import { createTestApp } from '../../test/test-app';
import { createTeamAs, invite, joinTeam, pendingTeamToken, teamDetailsAs, teamPath, teamsPath } from '../../test/teams';
import { signedInUser } from '../../test/users';

const DAY_MS = 24 * 60 * 60 * 1000;
const accept = (token: string) => ['/api/v1/invitations/accept', { token }] as const;
const decline = (token: string) => ['/api/v1/invitations/decline', { token }] as const;

describe('team invitations', { timeout: 240_000 }, () => {
  it('mails the invitation, lists it for the invitee until accepted, then the team is theirs', async () => {
    const t = await createTestApp();
    const [owner, invitee] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner, 'Lighthouse');
    const sent = await t.post(teamPath(team.id, '/invite'), { email: invitee.email.toUpperCase(), role: 'admin' }, { token: owner.token });
    expect(sent.status).toBe(201);
    const { invitation } = sent.body as { invitation: { sent_on: string; expires_at: string } };
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.sent_on)).toBe(teamLimits.invitationLifetimeDays * DAY_MS);

    const [mail] = await readOutbox(t, invitee.email);
    expect(mail?.subject).toBe(`${owner.username} invited you to the team Lighthouse`);
    expect(mail?.text).toContain(`${owner.username} invited you to join the team "Lighthouse" as an admin.`);

    const pending = listPendingTeamInvitations.answer.parse((await t.get('/api/v1/invitations/pending', { token: invitee.token })).body);
    expect(pending.invitations).toEqual([
      expect.objectContaining({
        team_name: 'Lighthouse',
        inviter_name: owner.username,
        invitee_email: invitee.email,
        role: 'admin',
        status: 'pending',
      }),
    ]);
    const [token] = pending.invitations.map((i) => i.token);
    const accepted = await t.post(...accept(token!), { token: invitee.token });
    expect(accepted).toMatchObject({ status: 200, body: { team_id: team.id } });
    expect((await t.get(teamsPath, { token: invitee.token })).body).toEqual({
      teams: [{ id: team.id, team_name: 'Lighthouse', role: 'admin', members_count: 2 }],
    });
    expect((await t.get('/api/v1/invitations/pending', { token: invitee.token })).body).toEqual({ invitations: [] });
    expect((await teamDetailsAs(t, owner, team.id)).invitations).toEqual([]);
    // An answered invitation cannot be answered again.
    expect((await t.post(...accept(token!), { token: invitee.token })).status).toBe(404);
  });

  it('declines, then a new invitation can be accepted', async () => {
    const t = await createTestApp();
    const [owner, invitee] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await invite(t, owner, team.id, invitee.email);
    const first = await pendingTeamToken(t, invitee);
    expect((await t.post(...decline(first), { token: invitee.token })).body).toEqual({ success: true });
    expect((await t.get(teamsPath, { token: invitee.token })).body).toEqual({ teams: [] });
    expect((await teamDetailsAs(t, owner, team.id)).invitations).toEqual([]);
    await joinTeam(t, owner, invitee, team);
    expect((await teamDetailsAs(t, owner, team.id)).members_count).toBe(2);
  });

  it('lets only the invited address answer: a forwarded token is worth nothing', async () => {
    const t = await createTestApp();
    const [owner, invitee, other] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await invite(t, owner, team.id, invitee.email);
    const token = await pendingTeamToken(t, invitee);
    for (const [path, body] of [accept(token), decline(token)]) {
      expect(await t.post(path, body, { token: other.token })).toMatchObject({ status: 404, body: { message: 'Invitation not found.' } });
    }
    expect((await t.post(...accept(token), { token: invitee.token })).status).toBe(200);
  });

  it('cancels an invitation: it disappears for the invitee and can no longer be accepted', async () => {
    const t = await createTestApp();
    const [owner, invitee] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await invite(t, owner, team.id, invitee.email);
    const token = await pendingTeamToken(t, invitee);
    expect((await t.delete(teamPath(team.id, '/invitations'), { token: owner.token }, { email: invitee.email })).body).toEqual({
      success: true,
    });
    expect((await t.get('/api/v1/invitations/pending', { token: invitee.token })).body).toEqual({ invitations: [] });
    expect((await t.post(...accept(token), { token: invitee.token })).status).toBe(404);
    expect((await t.delete(teamPath(team.id, '/invitations'), { token: owner.token }, { email: invitee.email })).status).toBe(404);
  });

  it('refuses an expired invitation with invitation_expired and stops listing it', async () => {
    const t = await createTestApp();
    const [owner, invitee] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await invite(t, owner, team.id, invitee.email);
    const token = await pendingTeamToken(t, invitee);
    await t.deps.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(teamInvitations.token, token));
    expect(await t.post(...accept(token), { token: invitee.token })).toMatchObject({
      status: 410,
      body: { code: 'invitation_expired', message: 'This invitation has expired. Ask for a new one.' },
    });
    expect((await t.get('/api/v1/invitations/pending', { token: invitee.token })).body).toEqual({ invitations: [] });
    expect((await t.get(teamsPath, { token: invitee.token })).body).toEqual({ teams: [] });
    // Inviting again renews it.
    await joinTeam(t, owner, invitee, team);
  });

  it('answers two acceptances of one invitation at once exactly once', async () => {
    const t = await createTestApp();
    const [owner, invitee] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await invite(t, owner, team.id, invitee.email);
    const token = await pendingTeamToken(t, invitee);
    const answers = await Promise.all([1, 2, 3].map(() => t.post(...accept(token), { token: invitee.token })));
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 404, 404]);
    expect((await teamDetailsAs(t, owner, team.id)).members_count).toBe(2);
  });

  it('keeps members and open invitations within teams.maxMembersPerTeam, and refuses a second membership', async () => {
    const t = await createTestApp({ env: { TEAMS_MAX_MEMBERS_PER_TEAM: '3' } });
    const [owner, a, b] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await joinTeam(t, owner, a, team);
    await invite(t, owner, team.id, b.email);
    const full = await t.post(teamPath(team.id, '/invite'), { email: 'one-too-many@example.com' }, { token: owner.token });
    expect(full).toMatchObject({ status: 409, body: { code: 'team_full' } });
    const again = await t.post(teamPath(team.id, '/invite'), { email: a.email }, { token: owner.token });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_member' } });
    const self = await t.post(teamPath(team.id, '/invite'), { email: owner.email }, { token: owner.token });
    expect(self.status).toBe(400);
    expect((await t.post(...accept(await pendingTeamToken(t, b)), { token: b.token })).status).toBe(200);
    expect((await teamDetailsAs(t, owner, team.id)).members_count).toBe(3);
  });

  it('renews a pending invitation on a team with one place left, instead of counting it twice', async () => {
    const t = await createTestApp({ env: { TEAMS_MAX_MEMBERS_PER_TEAM: '2' } });
    const [owner, invitee] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await invite(t, owner, team.id, invitee.email);
    const renewed = await t.post(teamPath(team.id, '/invite'), { email: invitee.email, role: 'admin' }, { token: owner.token });
    expect(renewed).toMatchObject({ status: 201, body: { invitation: { invitee_email: invitee.email, role: 'admin' } } });
    expect((await teamDetailsAs(t, owner, team.id)).invitations).toHaveLength(1);
    // The one place is still taken by that invitation: someone else does not fit.
    const other = await t.post(teamPath(team.id, '/invite'), { email: 'someone-else@example.com' }, { token: owner.token });
    expect(other).toMatchObject({ status: 409, body: { code: 'team_full' } });
    expect((await t.post(...accept(await pendingTeamToken(t, invitee)), { token: invitee.token })).status).toBe(200);
    expect((await teamDetailsAs(t, owner, team.id)).members).toContainEqual(expect.objectContaining({ role: 'admin' }));
  });
});
