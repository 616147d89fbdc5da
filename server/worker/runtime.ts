import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { GenerationEngine } from '../generation-engine';
import type { Logger } from '../logger';
import { createMediaStore } from '../modules/media';
import { createNotifier } from '../modules/notifications';
import { createPointsService } from '../modules/points';
import { createTaskOutcomes, createTaskStore } from '../modules/tasks';
import { createTaskWebhooks, createWebhookDispatcher } from '../modules/webhooks';
import { createGenerationWorker } from './generation-worker';
import { sweepOrphans } from './orphan-sweep';

/** Running jobs get this long to finish when the process stops; the rest expire and run again elsewhere. */
const STOP_GRACE_MS = 8000;

export interface GenerationRuntime {
  /** Starts the queue and the event transport, and with `worker` this process's generation workers. */
  start(options: { worker: boolean }): Promise<void>;
  /** Ends open event streams, then stops claiming jobs and waits briefly for running ones. */
  stop(options?: { graceful?: boolean }): Promise<void>;
}

export function createGenerationRuntime(deps: GenerationEngine & { db: Database; clock: Clock; logger: Logger }): GenerationRuntime {
  const points = createPointsService({ db: deps.db, clock: deps.clock });
  const notifier = createNotifier({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    announce: (change) => deps.taskEvents.publish(change),
  });
  const outcomes = createTaskOutcomes({
    db: deps.db,
    clock: deps.clock,
    points,
    events: deps.taskEvents,
    notifier,
    enqueueTaskEvent: createTaskWebhooks({ clock: deps.clock }),
    onRefunded: (refunded) => deps.metrics.pointsRefunded.inc(refunded),
  });
  const tasks = createTaskStore({ db: deps.db });
  const media = createMediaStore({ db: deps.db });
  const logger = deps.logger.child({ component: 'worker' });
  const webhooks = createWebhookDispatcher({ db: deps.db, clock: deps.clock, send: deps.webhooks.send, logger });
  const worker = createGenerationWorker({
    tasks,
    media,
    clock: deps.clock,
    logger,
    storage: deps.storage,
    providers: deps.providers,
    processing: deps.processing,
    events: deps.taskEvents,
    outcomes,
    timeoutMs: deps.generationTimeoutMs,
    workerId: deps.workerId,
    metrics: deps.metrics,
  });

  /** Before working: the jobs this worker's previous run held are retried now rather than when their lease ends. */
  async function reclaimOwnLeases(): Promise<void> {
    if (!deps.workerId) return;
    const reclaimed = await deps.queue.reclaim(await tasks.runningClaimedBy(deps.workerId));
    if (reclaimed) logger.info('took back the jobs a previous run of this worker held', { reclaimed, workerId: deps.workerId });
  }
  return {
    async start(options) {
      // Providers first: a run accepted from now on is matched to what they can serve.
      await deps.providers.start();
      await deps.taskEvents.start();
      await deps.queue.start();
      if (!options.worker) return;
      await reclaimOwnLeases();
      await deps.queue.work(worker);
      // Deliveries wait in the database, so whichever process works the queue also sends them, after a restart too.
      webhooks.start(deps.webhooks.pollMs);
      // In the background: a large media folder must not hold up the start.
      void sweepOrphans({ storage: deps.storage, tasks, media, now: new Date(), logger }).catch((error: unknown) =>
        logger.warn('the sweep of files left by an interrupted process failed', { error }),
      );
    },
    async stop(options = {}) {
      deps.providers.stop();
      await webhooks.stop();
      await deps.taskEvents.stop();
      await deps.queue.stop({ graceful: options.graceful ?? true, timeoutMs: STOP_GRACE_MS });
    },
  };
}
