import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationTasks, mediaItems } from '../db/schema';
import { createLocalStorage } from '../integrations/storage';
import { createTaskStore } from '../modules/tasks';
import { fakeProvider, fakeRegistry, run, testPng, textToImage, waitForTask } from '../test/generation';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/users';
import { GENERATION_QUEUE, type QueueSettings } from './task-queue';

/** A worker that claims the task's job, marks the task running and then dies without a word. */
async function crashedWorker(t: TestApp, taskId: string, workerId: string | null = null): Promise<void> {
  await t.deps.queue.start();
  const [job] = await t.deps.queue.boss.fetch(GENERATION_QUEUE);
  // The job carries the id of the request that queued it, for the worker's log lines.
  expect(job?.data).toEqual({ taskId, requestId: expect.any(String) });
  expect(await createTaskStore({ db: t.deps.db }).claim(taskId, t.clock.now(), workerId)).not.toBeNull();
}

async function appWith(settings: Partial<QueueSettings>, options: { worker: boolean; workerId?: string }) {
  return createTestApp({
    worker: options.worker,
    overrides: {
      providers: fakeRegistry(fakeProvider()),
      queueSettings: settings,
      ...(options.workerId ? { workerId: options.workerId } : {}),
    },
  });
}

const jobStates = async (t: TestApp, taskId: string) =>
  (await t.deps.queue.boss.findJobs(GENERATION_QUEUE, { data: { taskId } })).map((job) => job.state);

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
    const done = await waitForTask(survivor, user.token, taskId, 40_000);
    expect(done.status).toBe('complete');
    expect(done.data?.results).toHaveLength(1);
    expect(await ledgerState(api.deps.db, user.accountId)).toMatchObject({ balance: 48, debits: 1 });
  }, 60_000);

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

  it('takes back at once, on restart, the job its previous run held, long before the lease would end', async () => {
    // A lease far longer than the test may wait: only the restarted worker's own reclaim can finish the task.
    const lease = { leaseSeconds: 3600, retryLimit: 1, retryDelaySeconds: 0 };
    const api = await appWith(lease, { worker: false });
    const user = await signedInUser(api);
    const { body } = await run(api, user.token, textToImage('a harbour at dawn'));
    const taskId = body.tasks[0]!.task_id;
    await crashedWorker(api, taskId, 'box-1');

    // Another worker's start leaves the job alone: its holder may be alive.
    const stranger = await appWith(lease, { worker: true, workerId: 'box-2' });
    expect(await jobStates(stranger, taskId)).toEqual(['active']);
    await stranger.close();

    const restarted = await appWith(lease, { worker: true, workerId: 'box-1' });
    const done = await waitForTask(restarted, user.token, taskId, 15_000);
    expect(done).toMatchObject({ status: 'complete', new_balance: 48 });
    const [task] = await restarted.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
    expect(task).toMatchObject({ status: 'complete', attempts: 2, workerId: 'box-1' });
    expect(await ledgerState(api.deps.db, user.accountId)).toMatchObject({ balance: 48, debits: 1 });
    expect(restarted.logs.some((record) => record.msg === 'took back the jobs a previous run of this worker held')).toBe(true);
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

  it('keeps the results of the retry when an attempt abandoned at its lease finishes late, and drops the late files', async () => {
    const storage = createLocalStorage({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'studio-wedged-')) });
    const gate: { open?: () => void } = {};
    const released = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    // The first attempt reports progress, then ignores its abort signal until released: a render stuck past
    // its lease, which the queue gives up on and retries. The retry answers at once.
    const provider = fakeProvider(async (job, attempt) => {
      if (attempt > 1)
        return [{ kind: 'image', data: await testPng(32, 32, '#00ff00'), mimeType: 'image/png', width: 32, height: 32, seed: job.seed }];
      job.onProgress(10);
      await released;
      return [{ kind: 'image', data: await testPng(32, 32, '#ff0000'), mimeType: 'image/png', width: 32, height: 32, seed: job.seed }];
    });
    const t = await createTestApp({
      worker: true,
      overrides: { providers: fakeRegistry(provider), queueSettings: { leaseSeconds: 2, retryLimit: 1 }, storage },
    });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const taskId = body.tasks[0]!.task_id;
    const done = await waitForTask(t, user.token, taskId, 20_000);
    expect(done.status).toBe('complete');
    expect(provider.jobs).toHaveLength(2);
    const served = async () => Buffer.from(await (await t.request(done.data!.results[0]!.url)).arrayBuffer());
    const before = await served();

    gate.open?.();
    const deadline = Date.now() + 10_000;
    while (!t.logs.some((record) => record.msg === 'a late attempt found its task already ended' && record.taskId === taskId)) {
      if (Date.now() > deadline) throw new Error('The abandoned attempt did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await t.deps.db.select().from(mediaItems).where(eq(mediaItems.taskId, taskId))).toHaveLength(1);
    const [task] = await t.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
    expect(task).toMatchObject({ status: 'complete', attempts: 2, errorMessage: null });
    expect(await served()).toEqual(before);
    // The late attempt's files were written under its own keys, then removed: nothing points at them.
    const late = `results/${user.userId}/${taskId}/1-0`;
    expect(await storage.head(`${late}.png`)).toBeNull();
    expect(await storage.head(`${late}.thumb.webp`)).toBeNull();
    expect(await storage.head(`results/${user.userId}/${taskId}/2-0.png`)).not.toBeNull();
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 48, debits: 1, rows: 2 });
  });
});
