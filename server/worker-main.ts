import { systemClock } from './clock';
import { CatalogError } from './catalog/load-catalog';
import { openDatabase } from './db/open-database';
import { EnvError, loadEnv } from './env';
import { createGenerationEngine, providerConcurrencyFor } from './generation-container';
import { createLogger } from './logger';
import { collectProcessMetrics, createMetrics } from './metrics/metrics';
import { pingDatabase } from './modules/health';
import { startOperatorPortIfSet } from './operator/operator-server';
import { createReadiness } from './operator/readiness';
import { createGenerationRuntime } from './worker/runtime';
import { workerSettingsProblem } from './worker/worker-settings';

/**
 * `npm run worker`: a process that only runs generation jobs, for deployments on PostgreSQL that scale them out.
 * Start as many as the providers can take; each runs WORKER_CONCURRENCY jobs of each provider at once (or the provider's own WORKER_CONCURRENCY_<PROVIDER>).
 * With METRICS_PORT it serves its metrics and probes there (ready while it takes jobs and its database answers).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const problem = workerSettingsProblem(env, 'worker');
  if (problem) throw new EnvError(problem);
  const logger = createLogger({
    level: env.LOG_LEVEL,
    fields: { process: 'worker', ...(env.WORKER_ID ? { workerId: env.WORKER_ID } : {}) },
  });
  const metrics = createMetrics();
  collectProcessMetrics(metrics, 'worker');
  const readiness = createReadiness('migrating');
  const database = await openDatabase(env, logger, { createApart: true });
  readiness.useDatabase(() => pingDatabase(database.db));
  const runtime = createGenerationRuntime({
    ...createGenerationEngine(env, database, logger, { metrics }),
    db: database.db,
    clock: systemClock,
    logger,
  });
  await runtime.start({ worker: true });
  const operator = await startOperatorPortIfSet(env, { metrics, database, readiness, logger });
  readiness.set('ready');
  logger.info('worker started', { concurrency: providerConcurrencyFor(env) });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    readiness.set('draining');
    logger.info('worker stopping', { signal });
    // Running jobs get a few seconds to finish; those still running then go back to the queue (pg-boss fails
    // them as an attempt at stop) and run again in another worker after the retry delay, not at lease end.
    runtime
      .stop()
      .then(() => operator?.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error('the worker did not stop cleanly', { error });
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof CatalogError ? error.message : error);
  process.exit(1);
});
