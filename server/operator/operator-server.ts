import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';
import { scrape, type MetricSources, type Metrics } from '../metrics/metrics';
import { probeAnswer } from './probe-answers';
import type { Readiness } from './readiness';
import { countQueuedJobs } from '../worker/task-queue';

export interface OperatorServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The operator's own port (METRICS_PORT): Prometheus metrics at /metrics and the probes, for the API and the
 * worker alike. Keep it off the public network: it needs no sign-in and tells how busy the studio is.
 */
export async function startOperatorServer(deps: {
  port: number;
  host: string;
  metrics: Metrics;
  sources: MetricSources;
  readiness: Readiness;
  logger: Logger;
}): Promise<OperatorServer> {
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://operator').pathname;
    const reply = async () => {
      if (pathname === '/metrics') {
        const text = await scrape(deps.metrics, deps.sources);
        response.writeHead(200, { 'Content-Type': deps.metrics.registry.contentType });
        response.end(text);
        return;
      }
      const probe = await probeAnswer(pathname, deps.readiness);
      response.writeHead(probe?.status ?? 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(probe?.body ?? { message: 'Not found: this port serves /metrics, /livez and /readyz.' }));
    };
    reply().catch((error: unknown) => {
      deps.logger.error('the operator port could not answer', { pathname, error });
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.port, deps.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  deps.logger.info('operator port listening', { port, paths: ['/metrics', '/livez', '/readyz'] });
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The operator port of an API or worker process when METRICS_PORT is set: its queue and pool read at each scrape. */
export async function startOperatorPortIfSet(
  settings: { METRICS_PORT?: number | undefined; METRICS_HOST: string },
  deps: { metrics: Metrics; database: DatabaseHandle; readiness: Readiness; logger: Logger },
): Promise<OperatorServer | null> {
  if (settings.METRICS_PORT === undefined) return null;
  const { database } = deps;
  return startOperatorServer({
    port: settings.METRICS_PORT,
    host: settings.METRICS_HOST,
    metrics: deps.metrics,
    sources: { queueDepth: () => countQueuedJobs(database.db), ...(database.poolStats ? { pool: database.poolStats } : {}) },
    readiness: deps.readiness,
    logger: deps.logger,
  });
}
