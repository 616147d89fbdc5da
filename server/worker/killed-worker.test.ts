import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { generationTasks, mediaItems } from '../db/schema';
import { fakeProvider, fakeRegistry, run, testPng, textToImage, waitForTask } from '../test/generation';
import { kill, sharedDatabase, startWorkerProcess } from '../test/killed-worker-harness';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, testQueueSettings, type TestApp } from '../test/test-app';
import { signedInUser, type SignedInUser } from '../test/users';
import type { QueueSettings } from './task-queue';

const engine = inject('testDatabase').engine;

interface KilledRun {
  user: SignedInUser;
  taskId: string;
  survivor: TestApp;
  provider: ReturnType<typeof fakeProvider>;
  close(): Promise<void>;
}

/** Queues a run, lets a worker process start it, kills that process mid-render, then starts a second worker. */
async function runAndKillWorker(settings: QueueSettings): Promise<KilledRun> {
  const shared = await sharedDatabase();
  const overrides = { queueSettings: settings, storage: shared.storage };
  const api = await createTestApp({
    ...(await shared.appDatabase()),
    overrides: { ...overrides, providers: fakeRegistry(fakeProvider()) },
  });
  const user = await signedInUser(api);
  const { status, body } = await run(api, user.token, textToImage('a storm over the sea'));
  expect(status).toBe(202);
  const taskId = body.tasks[0]!.task_id;
  if (engine === 'pglite') {
    await api.close();
    await shared.letGo();
  }

  const worker = startWorkerProcess({
    dataDir: shared.dataDir,
    ...(shared.databaseUrl ? { databaseUrl: shared.databaseUrl } : {}),
    queueSettings: settings,
  });
  try {
    await worker.waitFor((event) => event.event === 'provider-started' && event.taskId === taskId);
    if (engine === 'postgres') {
      // Seen from the API while the worker still lives: the task runs, and its progress comes from the worker.
      expect((await api.get(`/api/v1/tasks/${taskId}`, { token: user.token })).body).toMatchObject({ status: 'running', progress: 10 });
    }
  } finally {
    await kill(worker.child, worker.exited);
  }

  const provider = fakeProvider(async (job) => {
    const data = await testPng(48, 48, '#118844');
    return [{ kind: 'image', data, mimeType: 'image/png', width: 48, height: 48, seed: job.seed }];
  });
  const survivor = await createTestApp({
    ...(await shared.appDatabase()),
    worker: true,
    overrides: { ...overrides, providers: fakeRegistry(provider) },
  });
  // What the dead worker left: a running task, charged once, with the progress it reported.
  const [left] = await survivor.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
  expect(left).toMatchObject({ status: 'running', progress: 10, attempts: 1 });
  return {
    user,
    taskId,
    survivor,
    provider,
    async close() {
      await survivor.close();
      await shared.close();
    },
  };
}

describe('a worker process killed mid-task', () => {
  const lease = { ...testQueueSettings, leaseSeconds: 3, providerConcurrency: { local: 1 } };

  it('loses no task: a second worker finishes it after the lease, and it is charged once', async () => {
    const killed = await runAndKillWorker({ ...lease, retryLimit: 1 });
    try {
      const { user, taskId, survivor } = killed;
      const done = await waitForTask(survivor, user.token, taskId, 30_000);
      expect(done).toMatchObject({ status: 'complete', new_balance: 48 });
      expect(done.data?.results).toHaveLength(1);
      expect(killed.provider.jobs.map((job) => job.taskId)).toEqual([taskId]);
      const [task] = await survivor.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
      expect(task).toMatchObject({ status: 'complete', attempts: 2 });
      expect(await survivor.deps.db.select().from(mediaItems).where(eq(mediaItems.taskId, taskId))).toHaveLength(1);
      // The starting grant and one debit: no second charge, no refund.
      expect(await ledgerState(survivor.deps.db, user.accountId)).toMatchObject({ balance: 48, ledger_sum: 48, debits: 1, rows: 2 });
      const file = await survivor.request(done.data!.results[0]!.url);
      expect(file.status).toBe(200);
    } finally {
      await killed.close();
    }
  }, 90_000);

  it('fails the task with one refund when the killed attempt was its last', async () => {
    const killed = await runAndKillWorker({ ...lease, retryLimit: 0 });
    try {
      const { user, taskId, survivor } = killed;
      const done = await waitForTask(survivor, user.token, taskId, 30_000);
      expect(done).toMatchObject({ status: 'failed', error_message: 'Task failed to complete.', new_balance: 50 });
      expect(killed.provider.jobs).toEqual([]);
      expect(await ledgerState(survivor.deps.db, user.accountId)).toMatchObject({ balance: 50, ledger_sum: 50, debits: 1, rows: 3 });
      const ledger = await survivor.get<{ history: Array<{ transaction_type: string; amount: number }> }>('/api/v1/points/history', {
        token: user.token,
      });
      expect(ledger.body.history.filter((entry) => entry.transaction_type === 'credit' && entry.amount === 2)).toHaveLength(1);
    } finally {
      await killed.close();
    }
  }, 90_000);
});
