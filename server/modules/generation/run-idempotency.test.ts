import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationTasks } from '../../db/schema';
import { loginAs } from '../../test/accounts';
import { fakeProvider, fakeRegistry, textToImage, type RunAnswer } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { ABANDONED_CLAIM_MS, createIdempotencyStore } from '../idempotency/idempotency.service';

const runWithKey = (t: TestApp, token: string, key: string, body: unknown = textToImage()) =>
  t.post<RunAnswer & { code?: string }>('/api/v1/workflows/run', body, { token, headers: { 'Idempotency-Key': key } });

async function setUp() {
  const t = await createTestApp({ env: { STARTING_POINTS: '500' }, overrides: { providers: fakeRegistry(fakeProvider()) } });
  const user = await signedInUser(t, { tier: 'Enterprise' });
  const tasks = async () => (await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, user.userId))).length;
  return { t, user, tasks };
}

describe('POST /workflows/run with an Idempotency-Key', () => {
  it('runs and charges once for 20 concurrent retries, and answers each of them the first answer', async () => {
    const { t, user, tasks } = await setUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => runWithKey(t, user.token, 'retry-me-1')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    const first = answers.find((answer) => answer.headers.get('Idempotent-Replayed') === null);
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19);
    for (const answer of answers) expect(answer.body).toEqual(first?.body);
    expect(await tasks()).toBe(1);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ debits: 1 });
  });

  it('answers a later retry the stored answer for 24 hours, then runs anew', async () => {
    const { t, user, tasks } = await setUp();
    // A remembered session outlives the day this test waits.
    const token = (await loginAs(t, user, { remember: true })).body.token ?? '';
    const first = await runWithKey(t, token, 'later-1');
    t.clock.advance(23 * 60 * 60 * 1000);
    const retry = await runWithKey(t, token, 'later-1');
    expect(retry.body).toEqual(first.body);
    expect(await tasks()).toBe(1);
    t.clock.advance(2 * 60 * 60 * 1000);
    const afterADay = await runWithKey(t, token, 'later-1');
    expect(afterADay.status).toBe(202);
    expect(afterADay.body.tasks[0]?.task_id).not.toBe(first.body.tasks[0]?.task_id);
    expect(await tasks()).toBe(2);
  });

  it('refuses the same key with another body, and keeps keys apart per account', async () => {
    const { t, user, tasks } = await setUp();
    expect((await runWithKey(t, user.token, 'shared-key')).status).toBe(202);
    const other = await runWithKey(t, user.token, 'shared-key', textToImage('a different prompt'));
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_mismatch' } });
    const stranger = await signedInUser(t, { tier: 'Enterprise' });
    expect((await runWithKey(t, stranger.token, 'shared-key')).status).toBe(202);
    expect(await tasks()).toBe(1);
  });

  it('lets a retry run again when the first attempt was refused, and runs every keyless request', async () => {
    const { t, user, tasks } = await setUp();
    const refused = await runWithKey(t, user.token, 'fix-and-retry', { ...textToImage(), template_id: 'no_such_template' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const ok = await runWithKey(t, user.token, 'fix-and-retry', { ...textToImage(), template_id: 'no_such_template' });
    expect(ok.status).toBe(refused.status);
    await Promise.all([
      t.post('/api/v1/workflows/run', textToImage(), { token: user.token }),
      t.post('/api/v1/workflows/run', textToImage(), { token: user.token }),
    ]);
    expect(await tasks()).toBe(2);
  });

  it('keeps the answer with the run itself: a request that fails after its run committed is replayed, not run again', async () => {
    const { t, user, tasks } = await setUp();
    const events = t.deps.taskEvents;
    const publish = events.publish;
    // The run commits, then the request dies before answering (as a killed process would).
    events.publish = async () => {
      throw new Error('the process stopped here');
    };
    const lost = await runWithKey(t, user.token, 'after-commit-1');
    events.publish = publish;
    expect(lost.status).toBe(500);
    expect(await tasks()).toBe(1);

    const retry = await runWithKey(t, user.token, 'after-commit-1');
    expect(retry.status).toBe(202);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const [task] = await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, user.userId));
    expect(retry.body.tasks[0]?.task_id).toBe(task?.id);
    expect(await tasks()).toBe(1);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ debits: 1 });
  });

  it('takes over a claim left unanswered by a process that died, and refuses the late answer of the old claim', async () => {
    const { t, user } = await setUp();
    const store = createIdempotencyStore({ db: t.deps.db, clock: t.clock });
    const first = await store.claim(user.userId, 'orphaned-1', 'hash-a');
    expect(first.kind).toBe('claimed');
    expect(await store.claim(user.userId, 'orphaned-1', 'hash-a')).toEqual({ kind: 'pending' });
    t.clock.advance(ABANDONED_CLAIM_MS + 1000);
    const second = await store.claim(user.userId, 'orphaned-1', 'hash-a');
    expect(second.kind).toBe('claimed');
    if (first.kind !== 'claimed' || second.kind !== 'claimed') return;
    const held = { userId: user.userId, key: 'orphaned-1' };
    await expect(store.complete({ ...held, claimedAt: first.claimedAt }, 202, { late: true })).rejects.toThrow(/taken over/);
    await store.complete({ ...held, claimedAt: second.claimedAt }, 202, { kept: true });
    expect(await store.claim(user.userId, 'orphaned-1', 'hash-a')).toEqual({ kind: 'done', status: 202, answer: { kept: true } });
    // A kept answer is never released: it records changes that were made.
    await store.release(user.userId, 'orphaned-1');
    expect((await store.claim(user.userId, 'orphaned-1', 'hash-a')).kind).toBe('done');
  });

  it('refuses a malformed key', async () => {
    const { t, user } = await setUp();
    const answer = await runWithKey(t, user.token, 'has spaces in it');
    expect(answer).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });
});
