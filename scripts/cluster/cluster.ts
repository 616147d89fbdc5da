import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeProcess, type NodeProcess } from './node-process';
import { OBJECT_STORE_CREDENTIALS, startObjectStore, type RunningObjectStore } from './object-store';
import { portAllocator, waitForOk } from './ports';
import { startProxy, type RunningProxy } from './proxy';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export interface ClusterOptions {
  /** PostgreSQL to make the cluster's scratch database beside (DATABASE_URL). */
  adminDatabaseUrl: string;
  apis?: number;
  workers?: number;
  /** The proxy's port, and the first of the ports the other processes take one after another; free ports when unset. */
  basePort?: number;
  /** Settings for every API and worker process, over the cluster's own. */
  env?: Record<string, string>;
  /** Adds X-Served-By to the proxy's answers (the tests read which process answered). */
  revealServer?: boolean;
  /** Keeps the scratch database and the run's folder after stop(), to look at them. */
  keep?: boolean;
}

interface ClusterMember {
  name: string;
  process: NodeProcess;
  /** The API's own port (API processes only), bypassing the proxy. */
  url: string | null;
  /** The operator port: /metrics, /livez, /readyz. */
  metricsUrl: string;
  logFile: string;
}

export interface Cluster {
  proxyUrl: string;
  databaseUrl: string;
  objectStore: { endpoint: string; bucket: string };
  runDir: string;
  apis: ClusterMember[];
  workers: ClusterMember[];
  member(name: string): ClusterMember;
  stop(): Promise<void>;
}

/**
 * The scale path on one machine: a scratch PostgreSQL database, an S3-compatible object store, API processes
 * (`server/main.ts`, no in-process worker) and worker processes (`server/worker-main.ts`), with HAProxy in front.
 * Every port is free when chosen, so several clusters (or other work) can share the machine.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-cluster-'));
  const nextPort = portAllocator(options.basePort);
  const proxyPort = await nextPort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).toReversed()) await cleanup().catch(() => undefined);
    if (!options.keep) fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const database: ScratchDatabase = await createScratchDatabase(options.adminDatabaseUrl, 'studio_cluster');
    if (!options.keep) cleanups.push(() => database.drop());
    const store: RunningObjectStore = await startObjectStore(runDir, proxyUrl, await nextPort());
    cleanups.push(() => store.stop());

    // Every process of one studio shares its secrets; a real deployment sets them once (see docs/deployment.md).
    const shared: Record<string, string> = {
      DATABASE_URL: database.url,
      PUBLIC_URL: proxyUrl,
      SECRET_KEY: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      S3_BUCKET: store.bucket,
      S3_ENDPOINT: store.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: OBJECT_STORE_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: OBJECT_STORE_CREDENTIALS.secretAccessKey,
      S3_SIGNED_URLS: 'true',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ...options.env,
    };
    const member = async (name: string, entry: string, env: Record<string, string>, port: number | null): Promise<ClusterMember> => {
      const metricsPort = await nextPort();
      const metricsUrl = `http://127.0.0.1:${metricsPort}`;
      const logFile = path.join(runDir, `${name}.log`);
      const dataDir = path.join(runDir, name);
      const spec = {
        name,
        entry,
        env: { ...shared, ...env, DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) },
        readyUrl: `${port ? `http://127.0.0.1:${port}` : metricsUrl}/readyz`,
        logFile,
      };
      return { name, process: nodeProcess(spec), url: port ? `http://127.0.0.1:${port}` : null, metricsUrl, logFile };
    };

    const apis: ClusterMember[] = [];
    for (let index = 1; index <= (options.apis ?? 2); index += 1) {
      const port = await nextPort();
      apis.push(
        await member(
          `api${index}`,
          'server/main.ts',
          { PORT: String(port), HOST: '127.0.0.1', WORKER_IN_PROCESS: 'false', SHUTDOWN_DRAIN_SECONDS: '2' },
          port,
        ),
      );
    }
    const workers: ClusterMember[] = [];
    for (let index = 1; index <= (options.workers ?? 2); index += 1) {
      workers.push(await member(`worker${index}`, 'server/worker-main.ts', { WORKER_ID: `worker${index}` }, null));
    }
    const everyone = [...apis, ...workers];
    cleanups.push(async () => {
      await Promise.all(everyone.map((one) => one.process.stop('SIGTERM')));
    });
    // The first API process migrates the scratch database alone; the rest then start side by side.
    const [first, ...rest] = everyone;
    await first?.process.start();
    await Promise.all(rest.map((one) => one.process.start()));

    const proxy: RunningProxy = await startProxy(runDir, {
      bind: `127.0.0.1:${proxyPort}`,
      servers: apis.map((api) => ({ name: api.name, address: (api.url ?? '').replace('http://', '') })),
      revealServer: options.revealServer ?? false,
    });
    cleanups.push(() => proxy.stop());
    await waitForOk(`${proxyUrl}/readyz`, 30_000);

    return {
      proxyUrl,
      databaseUrl: database.url,
      objectStore: { endpoint: store.endpoint, bucket: store.bucket },
      runDir,
      apis,
      workers,
      member(name) {
        const found = everyone.find((one) => one.name === name);
        if (!found) throw new Error(`No process named ${name} in the cluster`);
        return found;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
