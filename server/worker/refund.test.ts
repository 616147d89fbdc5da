import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskErrorMessage } from '../../contract';
import { notifications } from '../db/schema';
import { ProviderError } from '../integrations/providers/provider';
import { createPointsService } from '../modules/points';
import { createNotifier } from '../modules/notifications';
import { createLocalTaskEvents, createTaskOutcomes } from '../modules/tasks';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../test/generation';
import { ledgerState } from '../test/point-accounts';
import { createTestApp } from '../test/test-app';
import { signedInUser } from '../test/users';

type Ledger = {
  history: Array<{ description: string; amount: number; transaction_type: string; code?: string | null; params?: object | null }>;
};

describe('a failed task', () => {
  it('is refunded once, visibly in the ledger, with the provider message shown as a code to translate', async () => {
    const control = fakeProvider(async () => {
      throw new ProviderError(taskErrorMessage('content_refused'), false, 'provider_rejected');
    });
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(control) } });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const done = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(done).toMatchObject({
      status: 'failed',
      error_message: 'The request was refused by the content filter.',
      error_code: 'content_refused',
      error_params: {},
      new_balance: 50,
    });
    expect(control.jobs).toHaveLength(1);
    const ledger = await t.get<Ledger>('/api/v1/points/history', { token: user.token });
    expect(ledger.body.history.slice(0, 2)).toMatchObject([
      {
        transaction_type: 'credit',
        amount: 2,
        description: 'Refund: Text to Image failed',
        code: 'generation_refund',
        params: { template: 'Text to Image', template_id: 'text_to_image_v1' },
      },
      {
        transaction_type: 'debit',
        amount: 2,
        description: 'Generation: Text to Image',
        code: 'generation',
        params: { template: 'Text to Image', template_id: 'text_to_image_v1' },
      },
    ]);
  });

  it('is refunded exactly once however many failures are reported, even at the same time', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const taskId = body.tasks[0]!.task_id;
    const events = createLocalTaskEvents();
    const outcomes = createTaskOutcomes({
      db: t.deps.db,
      clock: t.clock,
      points: createPointsService({ db: t.deps.db, clock: t.clock }),
      events,
      notifier: createNotifier({ db: t.deps.db, clock: t.clock, logger: t.deps.logger, announce: (change) => events.publish(change) }),
    });
    const failure = taskErrorMessage('generation_failed');
    const results = await Promise.all([outcomes.fail(taskId, failure), outcomes.fail(taskId, failure), outcomes.fail(taskId, failure)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    await outcomes.fail(taskId, taskErrorMessage('task_lost'));
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 50, debits: 1, rows: 3 });
    // A task that failed cannot complete afterwards, and vice versa.
    expect(await outcomes.complete(taskId, async () => [])).toBeNull();
    // And its user is told once.
    const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(told.map((row) => row.code)).toEqual(['generation_failed_refunded']);
  });

  it('is retried after a retryable failure, then completes with a single debit', async () => {
    const control = fakeProvider(async (_job, attempt) => {
      if (attempt === 1) throw new ProviderError(taskErrorMessage('service_unavailable'), true);
    });
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(control) } });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const done = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(done.status).toBe('complete');
    expect(control.jobs).toHaveLength(2);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 48, debits: 1 });
  });

  it('fails with a refund when the retries run out, with the spec fallback for unexplained errors', async () => {
    const control = fakeProvider(async () => {
      throw new Error('socket hang up');
    });
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(control) } });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const done = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(done).toMatchObject({ status: 'failed', error_message: 'Generation failed. Please try again.', new_balance: 50 });
    expect(control.jobs).toHaveLength(2);
  });

  it('times out a provider that does not answer, and refunds it', async () => {
    const control = fakeProvider(async (job) => {
      await new Promise((_resolve, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason)));
    });
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(control), generationTimeoutMs: 200 } });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const done = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(done).toMatchObject({ status: 'failed', error_message: 'The generation took too long. Please try again.', new_balance: 50 });
    expect(control.jobs).toHaveLength(2);
  });
});
