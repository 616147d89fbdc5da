import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { testQueueSettings } from '../test/test-app';
import { testDatabase } from '../test/test-database';
import { createTaskQueue, generationQueueOf, type GenerationJob } from './task-queue';

describe('the generation queue with a backlog', () => {
  it('drains it without waiting out the poll, each job once, never more of a provider at once than its limit', async () => {
    const database = await testDatabase();
    // A poll of a minute: were workers to wait for it between jobs, this backlog would outlast the test.
    const limits = { local: 1, runware: 3 };
    const settings = { ...testQueueSettings, pollSeconds: 60, superviseSeconds: 60, providerConcurrency: limits };
    const queue = createTaskQueue({ native: database.native, settings, logger: createMemoryLogger().logger });
    await queue.start();
    try {
      const providerOf = new Map<string, keyof typeof limits>();
      for (let index = 0; index < 30; index += 1) providerOf.set(randomUUID(), index % 3 === 0 ? 'local' : 'runware');
      // The whole backlog is queued before any worker starts: only finishing a job can wake them after their first fetch.
      await database.db.transaction(async (tx) => {
        for (const [taskId, provider] of providerOf) await queue.enqueue(tx, taskId, provider);
      });

      const runs = new Map<string, number>();
      const running = { local: 0, runware: 0 };
      const most = { local: 0, runware: 0 };
      let finish!: () => void;
      const drained = new Promise<void>((resolve) => (finish = resolve));
      await queue.work({
        async run(job: GenerationJob) {
          const provider = providerOf.get(job.taskId)!;
          running[provider] += 1;
          most[provider] = Math.max(most[provider], running[provider]);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running[provider] -= 1;
          runs.set(job.taskId, (runs.get(job.taskId) ?? 0) + 1);
          if (runs.size === providerOf.size) finish();
        },
        async dead(taskId) {
          throw new Error(`job of ${taskId} died`);
        },
      });
      await drained;

      expect([...runs.keys()].toSorted()).toEqual([...providerOf.keys()].toSorted());
      expect(
        [...runs.values()].every((count) => count === 1),
        'no job ran twice',
      ).toBe(true);
      expect(most.local).toBe(1);
      expect(most.runware).toBeLessThanOrEqual(limits.runware);
      const queues = [...new Set([...providerOf.values()].map(generationQueueOf))];
      const jobs = (await Promise.all(queues.map((name) => queue.boss.findJobs(name, {})))).flat();
      const ours = jobs.filter((job) => providerOf.has((job.data as { taskId: string }).taskId));
      expect(ours).toHaveLength(providerOf.size);
      await expect
        .poll(async () => {
          const states = await Promise.all(ours.map(async (job) => (await queue.boss.getJobById(job.name, job.id))?.state));
          return states.every((state) => state === 'completed');
        })
        .toBe(true);
    } finally {
      await queue.stop({ graceful: true, timeoutMs: 5000 });
    }
  });
});
