import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBillingRuntime } from './billing-runtime';
import { CatalogError } from './catalog/load-catalog';
import { createDependencies } from './container';
import { openDatabase } from './db/open-database';
import { EnvError, loadEnv, productionMailProblem } from './env';
import { createLogger } from './logger';
import { startBanner } from './start-banner';
import { createGenerationRuntime } from './worker/runtime';
import { workerSettingsProblem } from './worker/worker-settings';

/** In-flight requests get this long to finish after SIGINT/SIGTERM before the process stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const problem = workerSettingsProblem(env, 'api') ?? productionMailProblem(env);
  if (problem) throw new EnvError(problem);
  const logger = createLogger({ level: env.LOG_LEVEL });
  const database = await openDatabase(env, logger, { createApart: true });
  const deps = createDependencies(env, database, logger);
  const app = createApp(deps);
  // Queued tasks survive a restart in the database; this process picks them up unless workers run elsewhere.
  const runtime = createGenerationRuntime(deps);
  await runtime.start({ worker: env.WORKER_IN_PROCESS });
  const stopBilling = startBillingRuntime(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info('listening', { host: env.HOST, port: info.port, engine: database.engine });
    const url = env.PORT === info.port ? env.PUBLIC_URL : `http://localhost:${info.port}`;
    console.log(startBanner(env, url));
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info('shutting down', { signal });
    const forced = setTimeout(() => {
      logger.warn('requests did not finish in time; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // close() stops accepting connections and waits for in-flight requests; idle keep-alive
    // connections would hold it open, so they are closed at once. Event streams never finish on their own:
    // the runtime ends them first, then stops taking jobs (a running one gets a few seconds).
    stopBilling();
    const stopped = runtime.stop();
    server.close(() => {
      stopped
        .catch((error: unknown) => logger.warn('the job queue did not stop cleanly', { error }))
        .then(() => database.close())
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error('closing the database failed', { error });
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Settings and lock problems are the operator's to fix: say what is wrong without a stack trace.
  if (error instanceof EnvError || error instanceof CatalogError || (error instanceof Error && error.name === 'DatabaseLockedError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
