import { setTimeout as sleep } from 'node:timers/promises';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { createApp } from './app';
import { startBillingRuntime } from './billing-runtime';
import { CatalogError } from './catalog/load-catalog';
import { createDependencies } from './container';
import { openDatabase } from './db/open-database';
import { EnvError, loadEnv, productionMailProblem } from './env';
import { createLogger } from './logger';
import { collectProcessMetrics, createMetrics } from './metrics/metrics';
import { pingDatabase } from './modules/health';
import { collectStartupGarbage } from './operator/collect-startup-garbage';
import { startOperatorPortIfSet } from './operator/operator-server';
import { createReadiness } from './operator/readiness';
import { startingAnswer } from './operator/starting-answer';
import { startBanner } from './start-banner';
import { createGenerationRuntime } from './worker/runtime';
import { workerSettingsProblem } from './worker/worker-settings';

/** In-flight requests get this long to finish after SIGINT/SIGTERM (and the drain) before the process stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const problem = workerSettingsProblem(env, 'api') ?? productionMailProblem(env);
  if (problem) throw new EnvError(problem);
  const logger = createLogger({ level: env.LOG_LEVEL, fields: { process: 'api' } });
  const metrics = createMetrics();
  collectProcessMetrics(metrics, 'api');
  // The port opens first, so a load balancer sees a process that is migrating rather than one that is down.
  const readiness = createReadiness('migrating');
  let handle: (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response> = startingAnswer(readiness);
  let port = env.PORT;
  const server = serve({ fetch: (request, bindings) => handle(request, bindings), port: env.PORT, hostname: env.HOST }, (info) => {
    port = info.port;
  });

  const database = await openDatabase(env, logger, { createApart: true });
  readiness.useDatabase(() => pingDatabase(database.db));
  const deps = createDependencies(env, database, logger, { metrics, readiness });
  const app = createApp(deps);
  // Queued tasks survive a restart in the database; this process picks them up unless workers run elsewhere.
  const runtime = createGenerationRuntime(deps);
  await runtime.start({ worker: env.WORKER_IN_PROCESS });
  const stopBilling = startBillingRuntime(deps);
  const operator = await startOperatorPortIfSet(env, { metrics, database, readiness, logger });
  handle = (request, bindings) => app.fetch(request, bindings);
  readiness.set('ready');
  collectStartupGarbage();
  logger.info('listening', { host: env.HOST, port, engine: database.engine });
  console.log(startBanner(env, env.PORT === port ? env.PUBLIC_URL : `http://localhost:${port}`));

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    // Draining: /readyz fails, so the load balancer stops sending requests, while those it still sends are served.
    readiness.set('draining');
    logger.info('shutting down', { signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS });
    if (env.SHUTDOWN_DRAIN_SECONDS > 0) await sleep(env.SHUTDOWN_DRAIN_SECONDS * 1000);
    const forced = setTimeout(() => {
      logger.warn('requests did not finish in time; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // close() stops accepting connections and waits for in-flight requests; idle keep-alive
    // connections would hold it open, so they are closed at once. Event streams never finish on their own:
    // the runtime ends them first (each with a hint of when to reconnect), then stops taking jobs (a running one
    // gets a few seconds, then goes back to the queue for another worker).
    stopBilling();
    const stopped = runtime.stop();
    server.close(() => {
      stopped
        .catch((error: unknown) => logger.warn('the job queue did not stop cleanly', { error }))
        .then(() => operator?.close())
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
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
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
