/**
 * `npm run cluster`: the scale path on this machine, for a look or a demo. A scratch database on the PostgreSQL of
 * DATABASE_URL, an S3-compatible object store, two API processes and two workers behind HAProxy; Ctrl-C stops
 * everything and drops the scratch database. CLUSTER_PORT chooses the proxy's port, the other processes taking the ports after it (free ports otherwise);
 * CLUSTER_APIS and CLUSTER_WORKERS how many processes. Run `npm run build` first to be served the browser app.
 */
import { startCluster } from './cluster/cluster';

const adminDatabaseUrl = process.env.DATABASE_URL;
if (!adminDatabaseUrl) {
  console.error('npm run cluster needs DATABASE_URL: a PostgreSQL 15+ server it may create a scratch database on.');
  process.exit(1);
}
const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

console.log('Starting the cluster (a scratch database, the object store, API processes, workers, HAProxy)…');
const cluster = await startCluster({
  adminDatabaseUrl,
  apis: count('CLUSTER_APIS', 2),
  workers: count('CLUSTER_WORKERS', 2),
  ...(process.env.CLUSTER_PORT ? { basePort: Number(process.env.CLUSTER_PORT) } : {}),
});
console.log(`
The studio runs at ${cluster.proxyUrl} (HAProxy, spreading requests over ${cluster.apis.map((api) => `${api.name} ${api.url}`).join(', ')})
  object store ${cluster.objectStore.endpoint} (bucket ${cluster.objectStore.bucket})
  metrics and probes ${[...cluster.apis, ...cluster.workers].map((one) => `${one.name} ${one.metricsUrl}/metrics`).join(', ')}
  logs (JSON lines) in ${cluster.runDir}
Ctrl-C stops it all.`);

let isStopping = false;
const stop = () => {
  if (isStopping) return;
  isStopping = true;
  console.log('Stopping…');
  cluster
    .stop()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
