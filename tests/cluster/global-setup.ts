/**
 * Starts the cluster once for the cluster and fault tests (scripts/cluster/cluster.ts) and lets them kill and start
 * its processes through a small control port, since the processes belong to this (vitest's main) process.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';

export interface ClusterInfo {
  proxyUrl: string;
  databaseUrl: string;
  objectStore: { endpoint: string; bucket: string };
  apis: Array<{ name: string; url: string; metricsUrl: string; logFile: string }>;
  workers: Array<{ name: string; metricsUrl: string; logFile: string }>;
  controlUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

/** Settings the tests rely on: tiny proofs of work, room for a steady load, a per-account limit worth counting. */
export const CLUSTER_TEST_SETTINGS = {
  NEW_USER_TIER: 'Enterprise',
  STARTING_POINTS: '100000',
  ALTCHA_MAX_NUMBER: '1000',
  RATE_LIMIT_MAX_PER_IP: '1000',
  RATE_LIMIT_MAX_PER_ACCOUNT: '5',
  WORKER_CONCURRENCY: '2',
};

function controlServer(cluster: Cluster): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const member = cluster.member(url.searchParams.get('name') ?? '');
    const action =
      url.pathname === '/start'
        ? member.process.start()
        : url.pathname === '/stop'
          ? member.process.stop((url.searchParams.get('signal') ?? 'SIGTERM') as NodeJS.Signals)
          : Promise.reject(new Error(`unknown action ${url.pathname}`));
    // A stop without waiting: the tests watch a draining process while it still runs.
    const waited = url.searchParams.get('wait') === 'false' ? Promise.resolve() : action;
    action.catch(() => undefined);
    waited.then(
      () => response.end(JSON.stringify({ ok: true, pid: member.process.pid })),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) }));
      },
    );
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminDatabaseUrl = process.env.DATABASE_URL;
  if (!adminDatabaseUrl) throw new Error('The cluster tests need DATABASE_URL (a PostgreSQL server they may create a database on).');
  const started = Date.now();
  const cluster = await startCluster({
    adminDatabaseUrl,
    revealServer: true,
    env: CLUSTER_TEST_SETTINGS,
    ...(process.env.CLUSTER_PORT ? { basePort: Number(process.env.CLUSTER_PORT) } : {}),
    keep: process.env.CLUSTER_KEEP === 'true',
  });
  console.log(`The cluster started in ${((Date.now() - started) / 1000).toFixed(1)} s; its logs are in ${cluster.runDir}`);
  const control = controlServer(cluster);
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));
  project.provide('cluster', {
    proxyUrl: cluster.proxyUrl,
    databaseUrl: cluster.databaseUrl,
    objectStore: cluster.objectStore,
    apis: cluster.apis.map((api) => ({ name: api.name, url: api.url ?? '', metricsUrl: api.metricsUrl, logFile: api.logFile })),
    workers: cluster.workers.map((worker) => ({ name: worker.name, metricsUrl: worker.metricsUrl, logFile: worker.logFile })),
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
  });
  return async () => {
    control.close();
    await cluster.stop();
  };
}
