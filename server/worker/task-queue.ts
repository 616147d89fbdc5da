import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Job, type ConstructorOptions } from 'pg-boss';
import { providerNames } from '../catalog/catalog-schema';
import type { Executor, NativeConnection, Transaction } from '../db/database';
import type { Logger } from '../logger';
import { currentRequestId } from '../request-scope';
import { createProviderSlots, type ReleaseSlot } from './provider-slots';

/** The local provider's jobs (and every job queued before providers had queues of their own). */
export const GENERATION_QUEUE = 'generation';

/**
 * Each provider has a queue of its own, worked with that provider's concurrency, so a provider at its limit never
 * holds up another's jobs and no claimed job waits for a slot while its lease runs.
 */
export function generationQueueOf(provider: string): string {
  return provider === 'local' ? GENERATION_QUEUE : `${GENERATION_QUEUE}-${provider}`;
}
/** Jobs that used up their retries (a worker died holding them, or kept failing) land here to be refunded. */
const GENERATION_FAILED_QUEUE = 'generation-failed';

/**
 * Providers whose queue claims a job more for each call it may make at once, so that the next job is claimed and
 * waiting when a call ends and starts at once, while the job before it stores its results (a local result's
 * thumbnail, file and completion take a third of its render's time or more). Only the local provider: its calls last
 * milliseconds to seconds, so a job waits here little even where another process could have taken it; a remote
 * provider's calls last up to minutes, and a job claimed here could wait that long while another process idled.
 */
const WITH_SPARE_JOBS = new Set(['local']);

interface GenerationJobData {
  taskId: string;
  /** The request that queued the task, so the worker's log lines about it carry the same id. */
  requestId?: string;
}

export interface QueueSettings {
  /** How long a claimed job may stay active before the supervisor takes it back (the worker's lease). */
  leaseSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A worker refreshes its claim this often; a dead one is noticed after this long (>= 10), or never when null. */
  heartbeatSeconds: number | null;
  /** How often expired leases and heartbeats are checked. */
  superviseSeconds: number;
  /** How often an idle worker looks for jobs when no notification wakes it. */
  pollSeconds: number;
  /** Jobs of each provider this process runs at once; a provider left out is not worked here. */
  providerConcurrency: Partial<Record<string, number>>;
}

export interface GenerationJob {
  taskId: string;
  /** The id of the request that queued the task, when it was queued by one. */
  requestId: string | null;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the lease is lost or the queue stops. */
  signal: AbortSignal;
  /**
   * Gives the provider's slot to the next job once the provider has answered, so it runs while this one's results
   * are stored. The slot is given back when the attempt ends in any case.
   */
  releaseSlot: ReleaseSlot;
  /**
   * Completes this attempt's job in the caller's transaction, with the task's own completion: one commit for
   * both, where pg-boss would otherwise commit the job's completion on its own once the handler returns (it
   * still tries, and finds nothing left to complete). Fenced to this attempt, as pg-boss's own completion is.
   */
  completeWithin(tx: Transaction): Promise<void>;
}

export interface TaskQueue {
  /** Installs or migrates the queue tables and creates the queues; later calls wait for the first. */
  start(): Promise<void>;
  /** Queues a task's job for `provider` in the caller's transaction, so it commits or rolls back with the task row. */
  enqueue(tx: Transaction, taskId: string, provider: string): Promise<string>;
  /** Starts this process's workers: `run` for each attempt, `dead` once for a job that used up its retries. */
  work(handlers: { run(job: GenerationJob): Promise<void>; dead(taskId: string): Promise<void> }): Promise<void>;
  /**
   * Ends the running attempts of these tasks as failed attempts, so they are retried (or dead-lettered) now
   * instead of when their lease runs out. Only for jobs whose worker is known to be dead. Answers how many.
   */
  reclaim(tasks: ReadonlyArray<{ id: string; providerName: string }>): Promise<number>;
  /** Stops claiming jobs; graceful waits (up to timeoutMs) for running ones, otherwise they are left to expire. */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
  readonly boss: PgBoss;
}

function bossOptions(native: NativeConnection, settings: QueueSettings): ConstructorOptions {
  const common: ConstructorOptions = {
    useListenNotify: true,
    schedule: false,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
  };
  // PGlite is one connection in this process: pg-boss shares it through its adapter.
  if (native.engine === 'pglite') return { ...common, db: fromPglite(native.client), backend: 'pglite' };
  return { ...common, connectionString: native.connectionString, max: 3, application_name: 'studio-queue' };
}

/** pg-boss's statements run in a drizzle transaction of ours. */
function inTransaction(tx: Transaction) {
  // drizzle's `sql` tag satisfies pg-boss's structural type; the cast only bridges the two declarations.
  return fromDrizzle(tx as never, sql as never);
}

export function createTaskQueue(deps: { native: NativeConnection; settings: QueueSettings; logger: Logger }): TaskQueue {
  const { settings, logger } = deps;
  const boss = new PgBoss(bossOptions(deps.native, settings));
  boss.on('error', (error) => logger.warn('job queue error', { error }));
  let started: Promise<void> | undefined;

  // On PGlite this process runs every job (worker-settings.ts), so enqueue() wakes a worker itself: one, where a
  // NOTIFY would wake every idle worker of the queue and all but one would fetch in vain, on the one connection.
  const wakesItself = deps.native.engine === 'pglite';

  async function install(): Promise<void> {
    await boss.start();
    const options = {
      expireInSeconds: settings.leaseSeconds,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      ...(settings.heartbeatSeconds ? { heartbeatSeconds: settings.heartbeatSeconds } : {}),
    };
    await boss.createQueue(GENERATION_FAILED_QUEUE, { ...options, retryLimit: 5 });
    // Every provider's queue, worked here or not: the API process queues jobs for workers elsewhere.
    for (const provider of new Set(providerNames)) {
      const queue = generationQueueOf(provider);
      // A spare job may wait out one whole call (its lease runs meanwhile) before its own: its lease covers both.
      const lease = WITH_SPARE_JOBS.has(provider) ? { expireInSeconds: 2 * settings.leaseSeconds } : {};
      const notify = !wakesItself;
      await boss.createQueue(queue, { ...options, ...lease, deadLetter: GENERATION_FAILED_QUEUE, notify, partition: true });
      // Settings may have changed since the queue was made (createQueue keeps an existing queue as it is).
      await boss.updateQueue(queue, { ...options, ...lease, deadLetter: GENERATION_FAILED_QUEUE, notify });
    }
    // pg-boss looks a queue up on first use through its own connection. Inside a PGlite transaction that
    // lookup would wait for the transaction holding the only connection, so warm its cache now.
    const nil = '00000000-0000-4000-8000-000000000000';
    for (const queue of new Set([...providerNames.map(generationQueueOf), GENERATION_FAILED_QUEUE]))
      await boss.findJobs(queue, { id: nil });
  }

  /**
   * Wakes an idle worker of the queue, one not woken already (a burst of jobs wakes as many workers as it can use):
   * its fetch waits for the enqueuing transaction to end (PGlite runs nothing beside an open transaction), so it
   * finds the job once committed. Were none idle, a busy one fetches when its job ends.
   */
  const wokenAt = new Map<string, number>();
  const wakeIdleWorker = (queue: string) => {
    const idle = boss.getWipData().filter((worker) => worker.name === queue && worker.count === 0);
    // Still on its way to the fetch it was woken for: that fetch is for an earlier job.
    const isOnItsWay = (worker: (typeof idle)[number]) => (worker.lastFetchedOn ?? 0) <= (wokenAt.get(worker.id) ?? -1);
    const worker = idle.find((candidate) => !isOnItsWay(candidate)) ?? idle[0];
    if (!worker) return;
    wokenAt.set(worker.id, Date.now());
    boss.notifyWorker(worker.id);
  };

  /**
   * Wakes the queue's workers that hold a job (the one ending its job among them): each fetches again as soon as
   * its job ends instead of waiting out its poll. Idle ones stay asleep: their last fetch found the queue empty,
   * and a new job wakes them (its NOTIFY, or on PGlite enqueue()); each woken in vain would cost a fetch.
   */
  const wakeBusyWorkers = (queue: string) => {
    for (const worker of boss.getWipData()) if (worker.name === queue && worker.count > 0) boss.notifyWorker(worker.id);
  };

  const toJob = (queue: string, job: Job<GenerationJobData>, releaseSlot: ReleaseSlot): GenerationJob => ({
    taskId: job.data.taskId,
    requestId: job.data.requestId ?? null,
    retryCount: job.retryCount,
    retryLimit: settings.retryLimit,
    signal: job.signal,
    releaseSlot,
    async completeWithin(tx) {
      await boss.complete(queue, { id: job.id, retryCount: job.retryCount }, undefined, { db: inTransaction(tx) });
    },
  });

  return {
    boss,
    start() {
      started ??= install();
      return started;
    },
    async enqueue(tx, taskId, provider) {
      const requestId = currentRequestId();
      const data: GenerationJobData = requestId ? { taskId, requestId } : { taskId };
      const queue = generationQueueOf(provider);
      const id = await boss.send(queue, data, { db: inTransaction(tx) });
      if (!id) throw new Error(`The queue refused the job of task ${taskId}`);
      if (wakesItself) wakeIdleWorker(queue);
      return id;
    },
    async work(handlers) {
      // NOTIFY wakes a worker for new jobs only; retries and expired leases are found by polling, so the
      // notify-time poll is not relaxed to pg-boss's 30 s default.
      const polling = { pollingIntervalSeconds: settings.pollSeconds, notifyPollingIntervalSeconds: settings.pollSeconds };
      for (const [provider, limit] of Object.entries(settings.providerConcurrency)) {
        if (!limit) continue;
        const queue = generationQueueOf(provider);
        // A claimed job waiting for a slot is in flight as a running one is: a graceful stop lets it run.
        const slots = createProviderSlots(limit);
        const localConcurrency = WITH_SPARE_JOBS.has(provider) ? 2 * limit : limit;
        await boss.work<GenerationJobData>(queue, { ...polling, localConcurrency }, async ([job]) => {
          try {
            if (!job) return;
            const release = await slots.acquire();
            try {
              // Its claim ended while it waited (a stop gave up on it, or its lease ran out): it is not this worker's.
              job.signal.throwIfAborted();
              await handlers.run(toJob(queue, job, release));
            } finally {
              release();
            }
          } finally {
            // A job just ended, so there may be a backlog: this worker fetches again at once instead of waiting
            // out its poll (pg-boss skips the wait of a notified worker); should it find nothing, it polls.
            wakeBusyWorkers(queue);
          }
        });
      }
      await boss.work<GenerationJobData>(GENERATION_FAILED_QUEUE, polling, async ([job]) => {
        if (job) await handlers.dead(job.data.taskId);
      });
    },
    async reclaim(tasks) {
      let reclaimed = 0;
      for (const task of tasks) {
        const queue = generationQueueOf(task.providerName);
        const jobs = await boss.findJobs<GenerationJobData>(queue, { data: { taskId: task.id } });
        const active = jobs.filter((job) => job.state === 'active').map((job) => ({ id: job.id, retryCount: job.retryCount }));
        if (!active.length) continue;
        // The attempt's retry count guards against failing a newer attempt that started meanwhile.
        await boss.fail(queue, active, { reason: 'its worker stopped while running it' });
        reclaimed += active.length;
      }
      return reclaimed;
    },
    async stop(options = {}) {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: options.graceful ?? true, timeout: options.timeoutMs ?? 10_000 });
    },
  };
}

/** The provider a generation queue serves, by its name (the inverse of generationQueueOf). */
function providerOfQueue(queue: string): string {
  return queue === GENERATION_QUEUE ? 'local' : queue.slice(GENERATION_QUEUE.length + 1);
}

/**
 * Generation jobs waiting (queued, or waiting to retry) and running, per provider, counted live from pg-boss's job
 * table, where each queue is a small partition of its own. For the metrics scrape.
 */
export async function countQueuedJobs(db: Executor): Promise<Array<{ provider: string; state: string; count: number }>> {
  const queues = [...new Set(providerNames.map(generationQueueOf))];
  // Both drivers answer execute() with { rows }, which drizzle's shared type does not spell out.
  const { rows } = (await db.execute(sql`
    select name, case when state = 'active' then 'active' else 'waiting' end as state, count(*)::int as count
    from pgboss.job
    where name in (${sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    )}) and state in ('created', 'retry', 'active')
    group by 1, 2`)) as unknown as { rows: Array<{ name: string; state: string; count: number }> };
  const counts = new Map(queues.flatMap((queue) => ['waiting', 'active'].map((state) => [`${providerOfQueue(queue)}:${state}`, 0])));
  for (const row of rows) counts.set(`${providerOfQueue(row.name)}:${row.state}`, Number(row.count));
  return [...counts].map(([key, count]) => {
    const [provider = '', state = ''] = key.split(':');
    return { provider, state, count };
  });
}
