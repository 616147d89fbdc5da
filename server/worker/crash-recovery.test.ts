import { describe, expect, it } from 'vitest';
import { markRunning } from '../modules/tasks/tasks.repository';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../test/generation';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/users';
import { GENERATION_QUEUE, type QueueSettings } from './task-queue';

/** A worker that claims the task's job, marks the task running and then dies without a word. */
async function crashedWorker(t: TestApp, taskId: string): Promise<void> {
  await t.deps.queue.start();
  const [job] = await t.deps.queue.boss.fetch(GENERATION_QUEUE);
  expect(job?.data).toEqual({ taskId });
  expect(await markRunning(t.deps.db, taskId, t.clock.now())).not.toBeNull();
}

async function appWith(settings: Partial<QueueSettings>, options: { worker: boolean }) {
  return createTestApp({ worker: options.worker, overrides: { providers: fakeRegistry(fakeProvider()), queueSettings: settings } });
}

describe('durable generation jobs', () => {
  it('picks up a task again after its worker died, once the lease ran out, and charges it once', async () => {
    const lease = { leaseSeconds: 2, retryLimit: 1 };
    const api = await appWith(lease, { worker: false });
    const user = await signedInUser(api);
    const { body } = await run(api, user.token, textToImage());
    const taskId = body.tasks[0]!.task_id;
    await crashedWorker(api, taskId);
    expect((await api.get<{ status: string }>(`/api/v1/tasks/${taskId}`, { token: user.token })).body.status).toBe('running');

    const survivor = await appWith(lease, { worker: true });
    const done = await waitForTask(survivor, user.token, taskId, 15_000);
    expect(done.status).toBe('complete');
    expect(done.data?.results).toHaveLength(1);
    expect(await ledgerState(api.deps.db, user.accountId)).toMatchObject({ balance: 48, debits: 1 });
  });

  it('fails the task with a refund when the worker of its last attempt died', async () => {
    const lease = { leaseSeconds: 1, retryLimit: 0 };
    const api = await appWith(lease, { worker: false });
    const user = await signedInUser(api);
    const { body } = await run(api, user.token, textToImage());
    const taskId = body.tasks[0]!.task_id;
    await crashedWorker(api, taskId);

    const survivor = await appWith(lease, { worker: true });
    const done = await waitForTask(survivor, user.token, taskId, 15_000);
    expect(done).toMatchObject({ status: 'failed', error_message: 'Task failed to complete.', new_balance: 50 });
    expect(await ledgerState(api.deps.db, user.accountId)).toMatchObject({ balance: 50, debits: 1, rows: 3 });
  });

  it('loses no task across a restart: queued by one server, completed by the next', async () => {
    const before = await appWith({}, { worker: false });
    const user = await signedInUser(before);
    const { body } = await run(before, user.token, textToImage('a lighthouse'));
    const taskId = body.tasks[0]!.task_id;
    await before.close();

    const after = await appWith({}, { worker: true });
    const done = await waitForTask(after, user.token, taskId);
    expect(done.status).toBe('complete');
    expect(done.data?.results[0]).toMatchObject({ prompt_text: 'a lighthouse' });
  });
});
