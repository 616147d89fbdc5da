import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import type { BenchServer } from './bench-server';
import { ms, percentile, verdict } from './stats';

const CONNECTIONS = 50;
/** A handful of users at once: what one of them waits when the server is not saturated. */
const FEW_CONNECTIONS = 4;
const SECONDS = 5;

/**
 * The load, in a thread of its own so that it does not queue behind the server's event loop: `connections`
 * keep-alive sockets, each sending the next request as soon as the last answer ended.
 */
const loadScript = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, path, headers, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let failures = 0;
const warmupEnd = Date.now() + 1000;
const end = warmupEnd + seconds * 1000;
function one() {
  return new Promise((resolve) => {
    const start = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) failures += 1;
        if (Date.now() > warmupEnd) latencies.push(performance.now() - start);
        resolve();
      });
    });
    request.on('error', () => { failures += 1; resolve(); });
  });
}
async function loop() { while (Date.now() < end) await one(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, failures, seconds });
});
`;

export interface Load {
  perSecond: number;
  latencies: number[];
  failures: number;
}

/** `connections` keep-alive sockets to 127.0.0.1:`port` asking for `path` for five seconds (after a second's warm-up). */
export function load(port: number, path: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadScript, { eval: true, workerData: { port, path, headers, connections, seconds: SECONDS } });
    worker.once('message', (result: { latencies: number[]; failures: number; seconds: number }) =>
      resolve({ perSecond: result.latencies.length / result.seconds, latencies: result.latencies, failures: result.failures }),
    );
    worker.once('error', reject);
  });
}

/**
 * Requests a second and latency of `GET /user/me` (session, user and balance) against the bare health route
 * (one `select 1`), both over real sockets with 50 connections, then `/user/me` with 4 connections, which is
 * what a user waits when the server is not saturated. Targets: at least half the health route's throughput, p99
 * at most 20 ms.
 */
export async function measureApiThroughput(server: BenchServer): Promise<void> {
  const user = await server.signIn('Free');
  const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const { port } = listener.address() as AddressInfo;
  try {
    const auth = { Authorization: `Bearer ${user.token}` };
    const health = await load(port, '/api/v1/health', {});
    const me = await load(port, '/api/v1/user/me', auth);
    const meFew = await load(port, '/api/v1/user/me', auth, FEW_CONNECTIONS);
    console.log(`\nAPI hot path on ${server.engine} (${CONNECTIONS} connections, ${SECONDS} s each, load in its own thread)`);
    for (const [label, result] of [
      ['GET /health', health],
      ['GET /user/me', me],
      [`GET /user/me, ${FEW_CONNECTIONS} conns`, meFew],
    ] as const) {
      const failed = result.failures > 0 ? `   (${result.failures} failed)` : '';
      console.log(
        `  ${label.padEnd(24)} ${result.perSecond.toFixed(0).padStart(6)} req/s   p50 ${ms(percentile(result.latencies, 50))}   p99 ${ms(percentile(result.latencies, 99))}${failed}`,
      );
    }
    const ratio = me.perSecond / health.perSecond;
    console.log(`  /user/me throughput over health's ${ratio.toFixed(2).padStart(15)}   ${verdict(ratio, { atLeast: 0.8, unit: '' })}`);
    console.log(`  /user/me p99 ${ms(percentile(me.latencies, 99)).padStart(29)}   ${verdict(percentile(me.latencies, 99), { max: 20 })}`);
    // Little's law: with every connection always waiting on an answer, the mean wait is connections / throughput,
    // so at 50 connections the p99 says how fast the server drains a queue, not what one user waits.
    console.log(
      `  (${CONNECTIONS} connections always waiting: mean wait = ${CONNECTIONS} / throughput = ${ms((CONNECTIONS / me.perSecond) * 1000).trim()};` +
        ` a p99 of 20 ms there needs about ${Math.round((CONNECTIONS / 20) * 1000)} req/s.` +
        ` With ${FEW_CONNECTIONS} at once a user waits p50 ${ms(percentile(meFew.latencies, 50)).trim()}, p99 ${ms(percentile(meFew.latencies, 99)).trim()})`,
    );
  } finally {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  }
}
