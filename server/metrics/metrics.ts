import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a process reports about its own work; each process has its own registry, scraped on its metrics port. */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  queueDepth: Gauge<'provider' | 'state'>;
  queueWait: Histogram<'provider'>;
  jobs: Counter<'provider' | 'outcome'>;
  jobDuration: Histogram<'provider' | 'outcome'>;
  pointsDebited: Counter;
  pointsRefunded: Counter;
  dbPool: Gauge<'state'>;
}

/** Read at each scrape: what is cheaper to ask for than to keep up to date. */
export interface MetricSources {
  /** Jobs waiting and running per provider queue. */
  queueDepth?: () => Promise<Array<{ provider: string; state: string; count: number }>>;
  /** Connections of this process's database pool (PostgreSQL only). */
  pool?: () => { total: number; idle: number; waiting: number };
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'studio_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'studio_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (to the first byte of a stream), by route pattern',
      labelNames: ['method', 'route'],
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    queueDepth: new Gauge({
      name: 'studio_queue_jobs',
      help: 'Generation jobs in the queue by provider and state (waiting: queued or waiting to retry; active: running)',
      labelNames: ['provider', 'state'],
      registers,
    }),
    queueWait: new Histogram({
      name: 'studio_queue_wait_seconds',
      help: 'Time from a task being accepted to a worker starting it, by provider',
      labelNames: ['provider'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    jobs: new Counter({
      name: 'studio_jobs_total',
      help: 'Generation attempts this process ran, by provider and outcome (complete, failed, retried, skipped)',
      labelNames: ['provider', 'outcome'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'studio_job_duration_seconds',
      help: 'Time one generation attempt took in this process, by provider and outcome',
      labelNames: ['provider', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    pointsDebited: new Counter({ name: 'studio_points_debited_total', help: 'Points debited for generation runs', registers }),
    pointsRefunded: new Counter({ name: 'studio_points_refunded_total', help: 'Points refunded for failed tasks', registers }),
    dbPool: new Gauge({
      name: 'studio_db_pool_connections',
      help: "This process's PostgreSQL pool: total, idle, and requests waiting for a connection",
      labelNames: ['state'],
      registers,
    }),
  };
}

/** Adds Node's own figures (memory, event loop lag, CPU) to the registry: once per process, not per test app. */
export function collectProcessMetrics(metrics: Metrics, processName: string): void {
  metrics.registry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: metrics.registry, prefix: 'studio_' });
}

/** The registry's text for a scrape, after reading the sources that are measured on demand. */
export async function scrape(metrics: Metrics, sources: MetricSources): Promise<string> {
  if (sources.queueDepth) {
    const rows = await sources.queueDepth().catch(() => null);
    if (rows) {
      metrics.queueDepth.reset();
      for (const row of rows) metrics.queueDepth.set({ provider: row.provider, state: row.state }, row.count);
    }
  }
  if (sources.pool) {
    const pool = sources.pool();
    metrics.dbPool.set({ state: 'total' }, pool.total);
    metrics.dbPool.set({ state: 'idle' }, pool.idle);
    metrics.dbPool.set({ state: 'waiting' }, pool.waiting);
  }
  return metrics.registry.metrics();
}
