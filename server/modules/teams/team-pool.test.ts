import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../db/schema';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTeamAs, joinTeam, poolAccountId, teamDetailsAs, teamPath, transfer } from '../../test/teams';
import { signedInUser, type SignedInUser } from '../../test/users';

const teamRun = (teamId: string, prompt = 'a team castle') => ({ ...textToImage(prompt), team_id: teamId });

async function expectAgreement(t: TestApp, accounts: Record<string, string>) {
  for (const [name, accountId] of Object.entries(accounts)) {
    const state = await ledgerState(t.deps.db, accountId);
    expect(state.balance, `${name}: balance and ledger agree`).toBe(state.ledger_sum);
  }
}

describe('transferring points to the pool', { timeout: 240_000 }, () => {
  it('moves the amount from the owner to the pool, one ledger line on each side, and answers the new balances', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner, 'Pool Party');
    const answer = await transfer(t, owner, team.id, 20);
    expect(answer).toMatchObject({ status: 200, body: { new_user_balance: 30, points_balance: 20 } });
    const pool = await poolAccountId(t, team.id);
    expect(await ledgerState(t.deps.db, owner.accountId)).toMatchObject({ balance: 30, ledger_sum: 30, debits: 1 });
    expect(await ledgerState(t.deps.db, pool)).toMatchObject({ balance: 20, ledger_sum: 20, rows: 1 });
    expect((await teamDetailsAs(t, owner, team.id)).points_balance).toBe(20);
    const history = await t.get<{ history: Array<{ description: string; amount: number; transaction_type: string }> }>(
      '/api/v1/points/history',
      { token: owner.token },
    );
    expect(history.body.history[0]).toMatchObject({ description: 'Transfer to team Pool Party', amount: 20, transaction_type: 'debit' });
  });

  it('refuses amounts that are not positive integers, and more than the balance, changing nothing', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner);
    for (const amount of [0, -5, 2.5, '10', null, 1e12]) {
      const answer = await transfer(t, owner, team.id, amount);
      expect(answer.status, String(amount)).toBe(400);
      expect(JSON.stringify(answer.body), String(amount)).toContain('Please enter a valid amount.');
    }
    expect(await transfer(t, owner, team.id, 51)).toMatchObject({
      status: 402,
      body: { code: 'insufficient_points', message: 'You do not have enough points to transfer.' },
    });
    expect(await ledgerState(t.deps.db, owner.accountId)).toMatchObject({ balance: 50, rows: 1 });
    expect(await ledgerState(t.deps.db, await poolAccountId(t, team.id))).toMatchObject({ balance: 0, rows: 0 });
  });

  it('never overdraws the owner when transfers race, and the ledgers agree with the balances', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner);
    const answers = await Promise.all(Array.from({ length: 8 }, () => transfer(t, owner, team.id, 15)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(5);
    const pool = await poolAccountId(t, team.id);
    expect(await ledgerState(t.deps.db, owner.accountId)).toMatchObject({ balance: 5 });
    expect(await ledgerState(t.deps.db, pool)).toMatchObject({ balance: 45, rows: 3 });
    await expectAgreement(t, { owner: owner.accountId, pool });
  });

  it('transfers once for a retried request with the same Idempotency-Key', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner);
    const send = () =>
      t.post(teamPath(team.id, '/transfer-points'), { amount: 7 }, { token: owner.token, headers: { 'Idempotency-Key': 'tx-1' } });
    const [first, second] = [await send(), await send()];
    expect(first.body).toEqual({ new_user_balance: 43, points_balance: 7 });
    expect(second.body).toEqual(first.body);
    expect(await ledgerState(t.deps.db, owner.accountId)).toMatchObject({ balance: 43, debits: 1 });
  });
});

async function teamWithMembers(t: TestApp) {
  const owner = await signedInUser(t, { tier: 'Pro' });
  const [member, seated] = [await signedInUser(t), await signedInUser(t)];
  const team = await createTeamAs(t, owner);
  await joinTeam(t, owner, member, team);
  await joinTeam(t, owner, seated, team);
  return { owner, member, seated, team, pool: await poolAccountId(t, team.id) };
}

const balanceOf = async (t: TestApp, user: SignedInUser) => (await ledgerState(t.deps.db, user.accountId)).balance;

describe('generating in a team workspace', { timeout: 240_000 }, () => {
  it('spends the pool, not the member’s own points, and refunds a failed task to the pool', async () => {
    let fail = false;
    const t = await createTestApp({
      worker: true,
      overrides: {
        providers: fakeRegistry(
          fakeProvider(async () => {
            if (fail) throw new Error('the provider broke');
          }),
        ),
      },
    });
    const { owner, member, team, pool } = await teamWithMembers(t);
    expect((await run(t, member.token, teamRun(team.id))).status).toBe(402);
    await transfer(t, owner, team.id, 10);
    const accepted = await run(t, member.token, teamRun(team.id));
    expect(accepted.status).toBe(202);
    expect(accepted.body.new_balance).toBe(8);
    expect(await balanceOf(t, member)).toBe(50);
    expect(await waitForTask(t, member.token, accepted.body.tasks[0]!.task_id)).toMatchObject({ status: 'complete' });
    const history = await t.get<{ history: Array<{ id: string }> }>(`/api/v1/generated-history?team_id=${team.id}`, { token: owner.token });
    expect(history.body.history).toHaveLength(1);

    fail = true;
    const failing = await run(t, member.token, teamRun(team.id, 'a failing castle'));
    expect(await waitForTask(t, member.token, failing.body.tasks[0]!.task_id)).toMatchObject({ status: 'failed' });
    expect(await ledgerState(t.deps.db, pool)).toMatchObject({ balance: 8, ledger_sum: 8 });
    await expectAgreement(t, { pool, member: member.accountId, owner: owner.accountId });
  }, 60_000);

  it('once seats are bought, lets only seated members (and the owner) spend the pool', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const { owner, member, seated, team, pool } = await teamWithMembers(t);
    await transfer(t, owner, team.id, 20);
    await t.deps.db.update(teams).set({ purchasedSeats: 1 }).where(eq(teams.id, team.id));
    const seat = await t.post(teamPath(team.id, `/members/${seated.userId}/toggle-seat`), { assign: true }, { token: owner.token });
    expect(seat.body).toMatchObject({ member: { is_seated_member: true }, seated_members_count: 1, purchased_seats: 1 });

    const refused = await run(t, member.token, teamRun(team.id));
    expect(refused).toMatchObject({ status: 403, body: { code: 'permission_denied' } });
    const allowance = await t.get(`/api/v1/user/task-allowance?team_id=${team.id}`, { token: member.token });
    expect(allowance.body).toMatchObject({ canStartNewTask: false });
    expect((await run(t, seated.token, teamRun(team.id))).status).toBe(202);
    expect((await run(t, owner.token, teamRun(team.id))).status).toBe(202);
    expect(await ledgerState(t.deps.db, pool)).toMatchObject({ balance: 16, ledger_sum: 16 });
  });

  it('ends a removed member’s access at once: no generation, 403 on the team, 404 on its workspace', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const { owner, member, team } = await teamWithMembers(t);
    await transfer(t, owner, team.id, 20);
    expect((await t.delete(teamPath(team.id, `/members/${member.userId}`), { token: owner.token })).status).toBe(200);
    expect(await t.get(teamPath(team.id), { token: member.token })).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: 'You are no longer a member of this team.' },
    });
    expect(await run(t, member.token, teamRun(team.id))).toMatchObject({ status: 404, body: { message: 'Team not found.' } });
    expect((await t.get(`/api/v1/user/task-allowance?team_id=${team.id}`, { token: member.token })).status).toBe(404);
  });
});
