import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { GenerationEngine } from '../generation-engine';
import type { Logger } from '../logger';
import { createMediaStore } from '../modules/media';
import { createPointsService } from '../modules/points';
import { createTaskOutcomes, createTaskStore } from '../modules/tasks';
import { createGenerationWorker } from './generation-worker';

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
  const outcomes = createTaskOutcomes({ db: deps.db, clock: deps.clock, points, events: deps.taskEvents });
  const worker = createGenerationWorker({
    tasks: createTaskStore({ db: deps.db }),
    media: createMediaStore({ db: deps.db }),
    clock: deps.clock,
    logger: deps.logger.child({ component: 'worker' }),
    storage: deps.storage,
    providers: deps.providers,
    processing: deps.processing,
    events: deps.taskEvents,
    outcomes,
    timeoutMs: deps.generationTimeoutMs,
  });
  return {
    async start(options) {
      // Providers first: a run accepted from now on is matched to what they can serve.
      await deps.providers.start();
      await deps.taskEvents.start();
      await deps.queue.start();
      if (options.worker) await deps.queue.work(worker);
    },
    async stop(options = {}) {
      deps.providers.stop();
      await deps.taskEvents.stop();
      await deps.queue.stop({ graceful: options.graceful ?? true, timeoutMs: STOP_GRACE_MS });
    },
  };
}
