import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QueueTask } from '../../../contract';
import { generationTasks } from '../../db/schema';
import { run, textToImage } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createTeamAs, joinTeam, poolAccountId, transfer } from '../../test/teams';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

type Queue = { tasks: QueueTask[] };
type Cancelled = { task: QueueTask; refunded: number; new_balance: number };

const list = (t: TestApp, user: SignedInUser, teamId?: string) =>
  t.get<Queue>(`/api/v1/tasks${teamId ? `?team_id=${teamId}` : ''}`, { token: user.token });
const cancel = (t: TestApp, user: SignedInUser, taskId: string) =>
  t.post<Cancelled>(`/api/v1/tasks/${taskId}/cancel`, {}, { token: user.token });
const retry = (t: TestApp, user: SignedInUser, taskId: string) =>
  t.post<{ tasks: QueueTask[] }>(`/api/v1/tasks/${taskId}/retry`, {}, { token: user.token });

/** Starts a run (the test app has no worker, so the task stays queued) one second after the last one. */
async function queued(t: TestApp, user: SignedInUser, body: object = textToImage()): Promise<string> {
  t.clock.advanceSeconds(1);
  const answer = await run(t, user.token, body);
  if (answer.status !== 202) throw new Error(`Running answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.tasks[0]!.task_id;
}

const balanceOf = async (t: TestApp, user: SignedInUser) =>
  (await t.get<{ points_balance: number }>('/api/v1/points/balance', { token: user.token })).body.points_balance;

// Each test builds an app and several accounts: on a busy two-core machine that outlasts the default 20 s.
describe('the queue of a personal workspace', { timeout: 60_000 }, () => {
  it("lists the caller's tasks with their place among every queued task, and nobody else's", async () => {
    const t = await createTestApp();
    const [first, me, other] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    await queued(t, first);
    const mine = [await queued(t, me, textToImage('a blue boat')), await queued(t, me, textToImage('a green hill'))];
    const theirs = await queued(t, other);
    const { status, body } = await list(t, me);
    expect(status).toBe(200);
    expect(body.tasks.map((task) => [task.task_id, task.status, task.place, task.is_own, task.can_cancel])).toEqual([
      [mine[0], 'queued', 2, true, true],
      [mine[1], 'queued', 3, true, true],
    ]);
    expect(body.tasks[0]).toMatchObject({
      template_label: 'Text to Image',
      can_retry: false,
      inputs: { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: 'a blue boat' }, project_id: null },
    });
    expect((await list(t, other)).body.tasks.map((task) => task.task_id)).toEqual([theirs]);
  });

  it('shows a running task with its progress, and finished ones after the ones in progress', async () => {
    const t = await createTestApp();
    const me = await signedInUser(t);
    const done = await queued(t, me);
    const running = await queued(t, me);
    await t.deps.db
      .update(generationTasks)
      .set({ status: 'complete', progress: 100, finishedAt: t.clock.now() })
      .where(eq(generationTasks.id, done));
    await t.deps.db.update(generationTasks).set({ status: 'running', progress: 40 }).where(eq(generationTasks.id, running));
    const { body } = await list(t, me);
    expect(body.tasks.map((task) => [task.status, task.progress, task.place, task.can_cancel, task.can_retry])).toEqual([
      ['running', 40, null, true, false],
      ['complete', 100, null, false, false],
    ]);
  });
});

describe('cancelling a task', { timeout: 60_000 }, () => {
  it('refunds at once and exactly once, however many cancels race', async () => {
    const t = await createTestApp();
    const me = await signedInUser(t);
    const before = await balanceOf(t, me);
    const taskId = await queued(t, me);
    const [row] = await t.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
    expect(await balanceOf(t, me)).toBe(before - row!.cost);

    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(t, me, taskId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[0]!.body).toMatchObject({
      refunded: row!.cost,
      new_balance: before,
      task: { status: 'failed', error_code: 'cancelled', can_cancel: false, can_retry: true },
    });
    // And again later: still one refund.
    expect((await cancel(t, me, taskId)).status).toBe(200);
    expect(await balanceOf(t, me)).toBe(before);
    const ledger = await ledgerState(t.deps.db, row!.accountId);
    expect(ledger.balance).toBe(ledger.ledger_sum);
    const refunds = await t.get<{ history: Array<{ code: string }> }>('/api/v1/points/history', { token: me.token });
    expect(refunds.body.history.filter((entry) => entry.code === 'generation_refund')).toHaveLength(1);
  });

  it('refuses a task that already ended, and answers 404 for what the caller cannot see or for no task at all', async () => {
    const t = await createTestApp();
    const [me, other] = [await signedInUser(t), await signedInUser(t)];
    const taskId = await queued(t, me);
    await t.deps.db.update(generationTasks).set({ status: 'complete', finishedAt: t.clock.now() }).where(eq(generationTasks.id, taskId));
    expect(await cancel(t, me, taskId)).toMatchObject({ status: 409, body: { code: 'task_ended' } });
    const open = await queued(t, me);
    expect((await cancel(t, other, open)).status).toBe(404);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%20', "1'or'1"]) {
      expect((await cancel(t, me, encodeURIComponent(id))).status).toBe(404);
      expect((await retry(t, me, encodeURIComponent(id))).status).toBe(404);
    }
    expect((await list(t, me, 'not-a-team')).status).toBe(404);
  });
});

describe('retrying a task', { timeout: 60_000 }, () => {
  it('runs a cancelled or failed task again exactly as it was, paid like any run; only a failed one', async () => {
    const t = await createTestApp();
    const [me, other] = [await signedInUser(t), await signedInUser(t)];
    const taskId = await queued(t, me, textToImage('a quiet harbour', { seed: 1234 }));
    expect(await retry(t, me, taskId)).toMatchObject({ status: 409, body: { code: 'task_not_failed' } });
    await cancel(t, me, taskId);
    const before = await balanceOf(t, me);
    expect((await retry(t, other, taskId)).status).toBe(404);
    const again = await retry(t, me, taskId);
    expect(again.status).toBe(202);
    const newId = again.body.tasks[0]!.task_id;
    expect(newId).not.toBe(taskId);
    const rowOf = async (id: string) => (await t.deps.db.select().from(generationTasks).where(eq(generationTasks.id, id)))[0]!;
    const original = await rowOf(taskId);
    const copy = await rowOf(newId);
    expect(copy.request).toEqual(original.request);
    expect(copy.status).toBe('queued');
    expect(await balanceOf(t, me)).toBe(before - copy.cost);
  });
});

/** A team whose pool any member may spend (no seats bought), with 20 points in it, and a stranger. */
async function team(t: TestApp) {
  const [owner, admin, member, third, stranger] = await Promise.all(Array.from({ length: 5 }, () => signedInUser(t, { tier: 'Pro' })));
  const created = await createTeamAs(t, owner!);
  await joinTeam(t, owner!, admin!, created, 'admin');
  await joinTeam(t, owner!, member!, created);
  await joinTeam(t, owner!, third!, created);
  await transfer(t, owner!, created.id, 20);
  return { teamId: created.id, owner: owner!, admin: admin!, member: member!, third: third!, stranger: stranger! };
}

describe('a team queue', { timeout: 60_000 }, () => {
  it("shows every member the team's tasks, never a member's personal ones, and strangers nothing", async () => {
    const t = await createTestApp();
    const s = await team(t);
    const mine = await queued(t, s.member, { ...textToImage(), team_id: s.teamId });
    const personal = await queued(t, s.member);
    const thirds = await queued(t, s.third, { ...textToImage(), team_id: s.teamId });
    const seen = (await list(t, s.third, s.teamId)).body.tasks;
    expect(seen.map((task) => [task.task_id, task.is_own, task.can_cancel, task.inputs === null])).toEqual([
      [mine, false, false, true],
      [thirds, true, true, false],
    ]);
    expect(seen[0]!.owner_name).toBe(s.member.username);
    expect((await list(t, s.admin, s.teamId)).body.tasks.map((task) => task.can_cancel)).toEqual([true, true]);
    expect((await list(t, s.stranger, s.teamId)).status).toBe(404);
    expect((await list(t, s.member)).body.tasks.map((task) => task.task_id)).toEqual([personal]);
  });

  it('lets members cancel their own tasks and the owner or an admin anyone’s; refunds go to the pool', async () => {
    const t = await createTestApp();
    const s = await team(t);
    const pool = await poolAccountId(t, s.teamId);
    const start = (await ledgerState(t.deps.db, pool)).balance;
    const tasks = [];
    for (const who of [s.member, s.member, s.third]) tasks.push(await queued(t, who, { ...textToImage(), team_id: s.teamId }));
    expect((await cancel(t, s.stranger, tasks[0]!)).status).toBe(404);
    expect(await cancel(t, s.third, tasks[0]!)).toMatchObject({ status: 403, body: { code: 'permission_denied' } });
    expect((await cancel(t, s.admin, tasks[0]!)).status).toBe(200);
    expect((await cancel(t, s.owner, tasks[1]!)).status).toBe(200);
    const own = await cancel(t, s.third, tasks[2]!);
    expect(own.status).toBe(200);
    expect(own.body.new_balance).toBe(start);
    expect((await ledgerState(t.deps.db, pool)).balance).toBe(start);
    // Only the member who started a task may run it again (it spends with their inputs).
    expect(await retry(t, s.admin, tasks[0]!)).toMatchObject({ status: 403, body: { code: 'permission_denied' } });
  });
});
