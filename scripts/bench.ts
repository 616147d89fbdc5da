/**
 * `npm run bench`: measures; it reports, it does not pass or fail. Queue overhead and history latency on
 * PGlite, and on PostgreSQL too when DATABASE_URL is set; the local provider per template; and, after
 * `npm run build`, what a first visit to each route downloads.
 */
import { startBenchServer, type Engine } from './bench/bench-server';
import { reportBundleSizes } from './bench/bundle-sizes';
import { measureHistoryLatency } from './bench/history-latency';
import { measureProviderTimes } from './bench/provider-times';
import { measureQueueOverhead } from './bench/queue-overhead';

const QUEUE_TASKS = 40;
const PROVIDER_RUNS = 3;
const HISTORY_ROWS = 100_000;
const HISTORY_CALLS = 20;

const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
console.log(`Benchmark on ${engines.join(' and ')}${process.env.DATABASE_URL ? '' : ' (set DATABASE_URL to add PostgreSQL)'}`);

for (const engine of engines) {
  const server = await startBenchServer(engine);
  try {
    await measureQueueOverhead(server, QUEUE_TASKS);
    if (engine === 'pglite') await measureProviderTimes(server, PROVIDER_RUNS);
    await measureHistoryLatency(server, HISTORY_ROWS, HISTORY_CALLS);
    for (const problem of server.problems()) console.log(`  (logged: ${problem.level} ${problem.msg})`);
  } finally {
    await server.close();
  }
}

reportBundleSizes();
