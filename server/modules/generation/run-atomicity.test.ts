import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationTasks } from '../../db/schema';
import { createMemoryLogger } from '../../logger';
import { fakeProvider, fakeRegistry, run, textToImage } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp } from '../../test/test-app';
import { testDatabase } from '../../test/test-database';
import { signedInUser } from '../../test/users';
import { createTaskQueue, GENERATION_QUEUE, type TaskQueue } from '../../worker/task-queue';

const settings = {
  leaseSeconds: 30,
  retryLimit: 0,
  retryDelaySeconds: 0,
  heartbeatSeconds: null,
  superviseSeconds: 60,
  pollSeconds: 1,
  providerConcurrency: { local: 1 },
};

async function jobsOf(queue: TaskQueue, taskId: string) {
  return queue.boss.findJobs(GENERATION_QUEUE, { data: { taskId } });
}

describe('accepting a run', () => {
  it('debits, inserts the task and queues its job together', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const { status, body } = await run(t, user.token, textToImage());
    expect(status).toBe(202);
    const taskId = body.tasks[0]!.task_id;
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 48, debits: 1 });
    expect(await t.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId))).toHaveLength(1);
    expect(await jobsOf(t.deps.queue, taskId)).toHaveLength(1);
    const history = await t.get<{ history: Array<{ description: string; amount: number }> }>('/api/v1/points/history', {
      token: user.token,
    });
    expect(history.body.history[0]).toMatchObject({ description: 'Generation: Text to Image', amount: 2 });
  });

  it('rolls the debit, the task row and the job back together when any step fails', async () => {
    const database = await testDatabase();
    const real = createTaskQueue({ native: database.native, settings, logger: createMemoryLogger().logger });
    const enqueued: string[] = [];
    const failing: TaskQueue = {
      ...real,
      boss: real.boss,
      async enqueue(tx, taskId, provider) {
        await real.enqueue(tx, taskId, provider);
        enqueued.push(taskId);
        throw new Error('the queue broke after sending');
      },
    };
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()), queue: failing } });
    try {
      const user = await signedInUser(t);
      const before = await ledgerState(t.deps.db, user.accountId);
      const { status } = await run(t, user.token, textToImage());
      expect(status).toBe(500);
      expect(enqueued).toHaveLength(1);
      expect(await ledgerState(t.deps.db, user.accountId)).toEqual(before);
      expect(await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, user.userId))).toEqual([]);
      expect(await jobsOf(real, enqueued[0]!)).toEqual([]);
    } finally {
      await real.stop({ graceful: false });
    }
  });
});
