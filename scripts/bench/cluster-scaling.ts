import { startCluster, type Cluster } from '../cluster/cluster';
import { watchOpenTasks } from '../cluster/open-tasks';
import { runSteadyLoad } from '../cluster/steady-load';
import { call, signedInUser } from '../cluster/studio-client';
import { load, type Load } from './api-throughput';
import { ms, percentile } from './stats';

const GENERATIONS = 150;
const USERS = 6;
/** Under the Enterprise tier's 16 tasks at once per user. */
const MAX_OPEN_PER_USER = 14;
const CONNECTIONS = 50;
const SETTINGS = {
  NEW_USER_TIER: 'Enterprise',
  STARTING_POINTS: '1000000',
  ALTCHA_MAX_NUMBER: '1000',
  RATE_LIMIT_MAX_PER_IP: '100000',
  LOG_LEVEL: 'warn',
};

interface Figures {
  apis: number;
  me: Load;
  generationsPerSecond: number;
  submitsPerSecond: number;
}

/** As many tiny generations as the users' limits allow at once, from the first submission to the last task's end. */
async function measureGenerations(
  cluster: Cluster,
  users: Array<{ token: string; id: string }>,
): Promise<{ perSecond: number; submitted: number }> {
  const open = await watchOpenTasks(
    cluster.databaseUrl,
    users.map((user) => user.id),
  );
  try {
    const started = performance.now();
    await runSteadyLoad({
      base: cluster.proxyUrl,
      tokens: users.map((user) => user.token),
      tasks: GENERATIONS,
      perSecond: 1000,
      maxOpenPerUser: MAX_OPEN_PER_USER,
      openTasks: (token) => open.of(users.find((user) => user.token === token)?.id ?? ''),
    });
    const submitted = performance.now() - started;
    while (!(await open.allEnded())) await new Promise((resolve) => setTimeout(resolve, 50));
    return { perSecond: GENERATIONS / ((performance.now() - started) / 1000), submitted: GENERATIONS / (submitted / 1000) };
  } finally {
    await open.stop();
  }
}

async function measureWith(adminDatabaseUrl: string, apis: number): Promise<Figures> {
  const cluster = await startCluster({
    adminDatabaseUrl,
    apis,
    workers: 2,
    env: SETTINGS,
    ...(process.env.BENCH_PORT ? { basePort: Number(process.env.BENCH_PORT) } : {}),
  });
  try {
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, index) => {
        const user = await signedInUser(cluster.proxyUrl, `bench${index}`);
        const me = await call<{ id: string }>(cluster.proxyUrl, '/api/v1/user/me', { token: user.token });
        return { token: user.token, id: me.body.id };
      }),
    );
    const port = Number(new URL(cluster.proxyUrl).port);
    const me = await load(port, '/api/v1/user/me', { Authorization: `Bearer ${users[0]?.token ?? ''}` }, CONNECTIONS);
    const generations = await measureGenerations(cluster, users);
    return { apis, me, generationsPerSecond: generations.perSecond, submitsPerSecond: generations.submitted };
  } finally {
    await cluster.stop();
  }
}

/**
 * The scale path on this machine: the same cluster (HAProxy, two workers, PostgreSQL, the S3 store) with one API
 * process and then with two, measured through the proxy: `GET /user/me` with 50 connections for five seconds, and
 * 150 tiny generations (256 px, the local provider) submitted as fast as six users' limits allow, until the last ends.
 */
export async function measureClusterScaling(): Promise<void> {
  const adminDatabaseUrl = process.env.DATABASE_URL;
  if (!adminDatabaseUrl) {
    console.log('\nCluster: skipped (set DATABASE_URL to a PostgreSQL server the bench may create a database on)');
    return;
  }
  const figures: Figures[] = [];
  for (const apis of [1, 2]) figures.push(await measureWith(adminDatabaseUrl, apis));
  console.log(`\nCluster through HAProxy, 2 workers (1 vs 2 API processes; ${GENERATIONS} generations, ${CONNECTIONS} connections)`);
  console.log(`  ${''.padEnd(48)} ${figures.map((one) => `${one.apis} API process${one.apis > 1 ? 'es' : ''}`.padStart(18)).join('')}`);
  const row = (label: string, value: (one: Figures) => string) =>
    console.log(`  ${label.padEnd(48)} ${figures.map((one) => value(one).padStart(18)).join('')}`);
  row('GET /user/me, req/s', (one) => one.me.perSecond.toFixed(0));
  row(
    'GET /user/me, p50 / p99',
    (one) => `${ms(percentile(one.me.latencies, 50)).trim()} / ${ms(percentile(one.me.latencies, 99)).trim()}`,
  );
  row('generations completed, per second', (one) => one.generationsPerSecond.toFixed(1));
  row('generations accepted (submit calls), per second', (one) => one.submitsPerSecond.toFixed(1));
  const failed = figures.reduce((sum, one) => sum + one.me.failures, 0);
  if (failed > 0) console.log(`  (${failed} /user/me requests failed)`);
}
