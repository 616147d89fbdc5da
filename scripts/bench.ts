/**
 * `npm run bench`: measures; it reports, it does not pass or fail, and prints each figure beside its target.
 * Server sections run on PGlite, and on PostgreSQL too when DATABASE_URL is set; then, after `npm run build`,
 * what a first visit to each route downloads, Lighthouse on the built app, and the gallery scrolling 10,000 creations;
 * with DATABASE_URL, the cluster (HAProxy, workers, the S3 store) with one API process and with two. `npm run bench -- history queue` runs only the sections named.
 */
import { startBenchServer, type BenchServer, type Engine } from './bench/bench-server';
import { reportBundleSizes } from './bench/bundle-sizes';
import { measureApiThroughput } from './bench/api-throughput';
import { measureClusterScaling } from './bench/cluster-scaling';
import { measureGalleryScroll } from './bench/gallery-scroll';
import { measureHistoryLatency } from './bench/history-latency';
import { measureIdleMemory } from './bench/idle-memory';
import { measureLighthouse } from './bench/lighthouse';
import { measureLocalTextToImage } from './bench/local-text-to-image';
import { measureProviderTimes } from './bench/provider-times';
import { measureBacklogDrain, measureQueueOverhead } from './bench/queue-overhead';

const QUEUE_TASKS = 40;
const BACKLOG_TASKS = 100;
const PROVIDER_RUNS = 3;
/** Creations per user: the million on PostgreSQL; PGlite, in process and single-threaded, gets fewer. */
const HISTORY_ROWS: Record<Engine, number> = {
  pglite: Number(process.env.BENCH_PGLITE_ROWS ?? 200_000),
  postgres: Number(process.env.BENCH_POSTGRES_ROWS ?? 1_000_000),
};
const HISTORY_CALLS = 20;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** `BENCH_LIGHTHOUSE_PATHS=/auth,/gallery` measures only those pages. */
const LIGHTHOUSE_PATHS = (process.env.BENCH_LIGHTHOUSE_PATHS ?? '').split(',').filter(Boolean);

/** Each section in its own file; a server section runs once per engine, on a fresh database. */
const serverSections: Record<string, (server: BenchServer) => Promise<void>> = {
  api: measureApiThroughput,
  queue: (server) => measureQueueOverhead(server, QUEUE_TASKS),
  backlog: (server) => measureBacklogDrain(server, BACKLOG_TASKS),
  provider: async (server) => {
    if (server.engine === 'pglite') await measureProviderTimes(server, PROVIDER_RUNS);
  },
  history: (server) => measureHistoryLatency(server, HISTORY_ROWS[server.engine], HISTORY_CALLS),
};
const clientSections: Record<string, () => void | Promise<void>> = {
  'text-to-image': measureLocalTextToImage,
  memory: measureIdleMemory,
  bundle: reportBundleSizes,
  lighthouse: () => measureLighthouse(LIGHTHOUSE_RUNS, LIGHTHOUSE_PATHS),
  gallery: measureGalleryScroll,
  cluster: measureClusterScaling,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in serverSections) && !(name in clientSections));
if (unknown.length > 0) {
  console.error(
    `Unknown section ${unknown.join(', ')}; the sections are ${[...Object.keys(serverSections), ...Object.keys(clientSections)].join(', ')}`,
  );
  process.exit(1);
}
const wanted = (name: string) => asked.length === 0 || asked.includes(name);

const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const serverRuns = Object.entries(serverSections).filter(([name]) => wanted(name));
if (serverRuns.length > 0) {
  console.log(`Benchmark on ${engines.join(' and ')}${process.env.DATABASE_URL ? '' : ' (set DATABASE_URL to add PostgreSQL)'}`);
  for (const engine of engines) {
    const server = await startBenchServer(engine);
    try {
      for (const [, run] of serverRuns) await run(server);
      for (const problem of server.problems()) console.log(`  (logged: ${problem.level} ${problem.msg})`);
    } finally {
      await server.close();
    }
  }
}

for (const [name, run] of Object.entries(clientSections)) if (wanted(name)) await run();
