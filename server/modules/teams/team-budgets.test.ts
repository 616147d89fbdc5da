import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationTasks } from '../../db/schema';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTeamAs, joinTeam, poolAccountId, teamDetailsAs, teamPath, transfer } from '../../test/teams';
import { signedInUser, type SignedInUser } from '../../test/users';
import { BUDGET_EXCEEDED_MESSAGE } from './team-budgets';

/** A text-to-image run in the team's workspace: 2 points on the Pro tier. */
const teamRun = (teamId: string) => ({ ...textToImage('a budgeted castle'), team_id: teamId });

async function teamWithPool(t: TestApp) {
  const owner = await signedInUser(t, { tier: 'Pro' });
  const [admin, member] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t, { tier: 'Pro' })];
  const team = await createTeamAs(t, owner);
  await joinTeam(t, owner, admin, team, 'admin');
  await joinTeam(t, owner, member, team);
  await transfer(t, owner, team.id, 40);
  return { owner, admin, member, team, pool: await poolAccountId(t, team.id) };
}

const setCap = (t: TestApp, by: SignedInUser, teamId: string, memberId: string, cap: unknown) =>
  t.put(teamPath(teamId, `/members/${memberId}/budget`), { monthly_cap: cap }, { token: by.token });
const setDefault = (t: TestApp, by: SignedInUser, teamId: string, cap: unknown) =>
  t.put(teamPath(teamId, '/budget'), { default_member_cap: cap }, { token: by.token });

describe('member budgets in a team pool', { timeout: 240_000 }, () => {
  it('refuses a run over the cap before any points move, and lets runs within it through', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const { owner, member, team, pool } = await teamWithPool(t);
    expect(await setCap(t, owner, team.id, member.userId, 5)).toMatchObject({
      status: 200,
      body: { user_id: member.userId, budget: { monthly_cap: 5, cap: 5, spent_this_month: 0, remaining: 5 } },
    });
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(202);
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(202);
    const refused = await run(t, member.token, teamRun(team.id));
    expect(refused).toMatchObject({ status: 402, body: { code: 'member_budget_exceeded', message: BUDGET_EXCEEDED_MESSAGE } });
    expect(await ledgerState(t.deps.db, pool)).toMatchObject({ balance: 36, ledger_sum: 36, debits: 2 });
    expect(await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, member.userId))).toHaveLength(2);
    // The owner's own spending and other members' are not held to this member's cap.
    expect((await run(t, owner.token, teamRun(team.id))).status).toBe(202);
    expect((await teamDetailsAs(t, member, team.id)).my_budget).toEqual({ monthly_cap: 5, cap: 5, spent_this_month: 4, remaining: 1 });
  });

  it('applies the default cap to members without their own, lets their own override it, and clears both', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const { owner, admin, member, team } = await teamWithPool(t);
    expect(await setDefault(t, admin, team.id, 1)).toMatchObject({ status: 200, body: { default_member_cap: 1 } });
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(402);
    expect((await run(t, admin.token, teamRun(team.id))).status).toBe(402);
    expect((await run(t, owner.token, teamRun(team.id))).status).toBe(202);
    await setCap(t, admin, team.id, member.userId, 2);
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(202);
    expect((await run(t, admin.token, teamRun(team.id))).status).toBe(402);
    await setCap(t, owner, team.id, member.userId, null);
    expect((await teamDetailsAs(t, member, team.id)).my_budget).toEqual({ monthly_cap: null, cap: 1, spent_this_month: 2, remaining: 0 });
    await setDefault(t, owner, team.id, null);
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(202);
    expect((await teamDetailsAs(t, member, team.id)).my_budget).toEqual({
      monthly_cap: null,
      cap: null,
      spent_this_month: 4,
      remaining: null,
    });
  });

  it('counts charges minus refunds of this calendar month (UTC), and starts afresh the next month', async () => {
    const failOnRequest = fakeProvider(async (job) => {
      if (job.prompt.includes('fail')) throw new Error('the provider broke');
    });
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(failOnRequest) } });
    const { owner, member, team } = await teamWithPool(t);
    // Back to the last hour of a month, once everyone has signed in (registration wants the real time).
    t.clock.set(new Date('2026-11-30T23:00:00Z'));
    await setCap(t, owner, team.id, member.userId, 4);
    const failing = await run(t, member.token, { ...textToImage('a castle that will fail'), team_id: team.id });
    expect(await waitForTask(t, member.token, failing.body.tasks[0]!.task_id)).toMatchObject({ status: 'failed' });
    expect((await teamDetailsAs(t, member, team.id)).my_budget).toMatchObject({ spent_this_month: 0, remaining: 4 });
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(202);
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(202);
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(402);
    t.clock.set(new Date('2026-12-01T00:00:00Z'));
    expect((await teamDetailsAs(t, member, team.id)).my_budget).toMatchObject({ spent_this_month: 0, remaining: 4 });
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(202);
  }, 60_000);

  it("shows every member's budget to the owner and admins, and a plain member only their own", async () => {
    const t = await createTestApp();
    const { owner, admin, member, team } = await teamWithPool(t);
    await setDefault(t, owner, team.id, 30);
    await setCap(t, owner, team.id, admin.userId, 10);
    for (const viewer of [owner, admin]) {
      const details = await teamDetailsAs(t, viewer, team.id);
      expect(details.default_member_cap).toBe(30);
      expect(details.members.map((each) => [each.user_id, each.budget?.cap])).toEqual([
        [owner.userId, null],
        [admin.userId, 10],
        [member.userId, 30],
      ]);
    }
    const seen = await teamDetailsAs(t, member, team.id);
    expect(seen.members.map((each) => each.budget)).toEqual([
      null,
      null,
      { monthly_cap: null, cap: 30, spent_this_month: 0, remaining: 30 },
    ]);
    expect(seen.my_budget).toEqual({ monthly_cap: null, cap: 30, spent_this_month: 0, remaining: 30 });
  });

  it('answers 400 with the reason for caps that are not whole numbers from 0, and 404 for who is not a member', async () => {
    const t = await createTestApp();
    const { owner, member, team } = await teamWithPool(t);
    for (const cap of [-1, 2.5, '10', 1e12, true, {}, undefined]) {
      for (const answer of [await setCap(t, owner, team.id, member.userId, cap), await setDefault(t, owner, team.id, cap)]) {
        expect(answer.status, String(cap)).toBe(400);
        expect(JSON.stringify(answer.body), String(cap)).toContain('A monthly cap is a whole number of points');
      }
    }
    expect((await setCap(t, owner, team.id, member.userId, 0)).status).toBe(200);
    const stranger = await signedInUser(t);
    for (const memberId of [stranger.userId, 'not-a-uuid']) {
      expect(await setCap(t, owner, team.id, memberId, 3)).toMatchObject({ status: 404, body: { message: 'Member not found.' } });
    }
    expect((await setDefault(t, owner, 'not-a-uuid', 3)).status).toBe(404);
  });
});
