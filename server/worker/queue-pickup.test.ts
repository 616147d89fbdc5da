import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { testQueueSettings } from '../test/test-app';
import { testDatabase } from '../test/test-database';
import { createTaskQueue, GENERATION_QUEUE, type TaskQueue } from './task-queue';

// A poll of a minute: a job picked up by polling would outlast the test, so only a wake-up can pass it.
const settings = { ...testQueueSettings, pollSeconds: 60, superviseSeconds: 60, providerConcurrency: { local: 1 } };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('picking up generation jobs', () => {
  let started: TaskQueue | undefined;
  afterEach(async () => {
    await started?.stop({ graceful: true, timeoutMs: 5000 });
    started = undefined;
  });

  async function startQueue() {
    const database = await testDatabase();
    const queue = createTaskQueue({ native: database.native, settings, logger: createMemoryLogger().logger });
    started = queue;
    await queue.start();
    return { database, queue };
  }

  it('wakes an idle worker for a new job instead of leaving it to the poll', async () => {
    const { database, queue } = await startQueue();
    const ran = deferred();
    const taskId = randomUUID();
    await queue.work({
      async run(job) {
        if (job.taskId === taskId) ran.resolve();
      },
      async dead() {},
    });
    // Every worker has made its first fetch and sleeps out its poll.
    await expect.poll(() => queue.boss.getWipData().every((worker) => worker.lastFetchedOn !== null)).toBe(true);
    await database.db.transaction((tx) => queue.enqueue(tx, taskId, 'local'));
    await ran.promise;
  });

  it("starts the next job once a provider call ends, while the job before stores its results, within the provider's limit", async () => {
    const { database, queue } = await startQueue();
    const [first, second] = [randomUUID(), randomUUID()];
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, first, 'local');
      await queue.enqueue(tx, second, 'local');
    });
    const secondCalled = deferred();
    const bothEnded = deferred();
    let calling = 0;
    let mostCalling = 0;
    const runs: string[] = [];
    await queue.work({
      async run(job) {
        // The provider call.
        calling += 1;
        mostCalling = Math.max(mostCalling, calling);
        if (job.taskId === second) secondCalled.resolve();
        await new Promise((resolve) => setImmediate(resolve));
        calling -= 1;
        job.releaseSlot();
        // The first job's results are stored only once the second's provider call has started: with the slot
        // held until the whole job ended, that call would never start and this test would not end.
        if (job.taskId === first) await secondCalled.promise;
        runs.push(job.taskId);
        if (runs.length === 2) bothEnded.resolve();
      },
      async dead() {},
    });
    await bothEnded.promise;
    expect(mostCalling).toBe(1);
    expect(runs.toSorted()).toEqual([first, second].toSorted());
  });

  it('runs, not drops, a job still waiting for a provider slot when the queue stops gracefully', async () => {
    const { database, queue } = await startQueue();
    const [first, second] = [randomUUID(), randomUUID()];
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, first, 'local');
      await queue.enqueue(tx, second, 'local');
    });
    const firstRunning = deferred();
    const finishFirst = deferred();
    const ran: string[] = [];
    await queue.work({
      async run(job) {
        ran.push(job.taskId);
        if (job.taskId !== first) return;
        firstRunning.resolve();
        await finishFirst.promise;
      },
      async dead() {},
    });
    await firstRunning.promise;
    // The spare worker has claimed the second job, which waits for the first one's slot. Read from the table: the
    // queue's own connections close with it.
    const stateOf = async (taskId: string) => {
      const { rows } = (await database.db.execute(
        sql`select state from pgboss.job where name = ${GENERATION_QUEUE} and data->>'taskId' = ${taskId}`,
      )) as unknown as { rows: Array<{ state: string }> };
      return rows[0]?.state;
    };
    await expect.poll(() => stateOf(second)).toBe('active');
    const stopped = queue.stop({ graceful: true, timeoutMs: 5000 });
    finishFirst.resolve();
    await stopped;
    expect(ran).toEqual([first, second]);
    // Completed because it ran: a job returned unrun would be completed too, and lost.
    expect(await stateOf(second)).toBe('completed');
  });
});
