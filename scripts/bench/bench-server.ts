import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Tier } from '../../contract';
import { createScratchDatabase } from '../cluster/scratch-database';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { createDependencies } from '../../server/container';
import { openDatabase } from '../../server/db/open-database';
import { generationTasks, type TaskStatus } from '../../server/db/schema';
import { loadEnv } from '../../server/env';
import { findFfmpeg } from '../../server/media-processing';
import { createLocalProvider } from '../../server/integrations/providers/local/local-provider';
import type { GenerationProvider } from '../../server/integrations/providers/provider';
import { createMemoryLogger } from '../../server/logger';
import { openUserAccount } from '../../server/modules/points/points.service';
import { createSessionService } from '../../server/modules/sessions/sessions.service';
import { insertUser } from '../../server/modules/user/user.repository';
import { createProviderRegistry } from '../../server/worker/provider-registry';
import { createGenerationRuntime } from '../../server/worker/runtime';

export type Engine = 'pglite' | 'postgres';

export interface BenchUser {
  userId: string;
  token: string;
}

/**
 * How long the provider itself worked on each task, by task id: what queue overhead is measured against; with when
 * it started and ended (performance.now()), to split the overhead into what comes before it and after it.
 */
type ProviderTimes = Map<string, { templateType: string; ms: number; startedAt: number; endedAt: number }>;

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function timed(provider: GenerationProvider, times: ProviderTimes): GenerationProvider {
  return {
    ...provider,
    async run(job) {
      const startedAt = performance.now();
      const outputs = await provider.run(job);
      const endedAt = performance.now();
      times.set(job.taskId, { templateType: job.templateType, ms: endedAt - startedAt, startedAt, endedAt });
      return outputs;
    },
  };
}

/**
 * The real server in this process on a fresh database: production queue settings and the local provider,
 * timed; no HTTP port (requests go straight to the app, as they would after the socket).
 */
export async function startBenchServer(engine: Engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  const scratch = engine === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL ?? '', 'studio_bench') : null;
  const env = loadEnv({
    DATA_DIR: dataDir,
    CLIENT_DIST: path.join(dataDir, 'no-client-build'),
    SECRET_KEY: 'bench-secret-key',
    STARTING_POINTS: '1000000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const { logger, records } = createMemoryLogger('warn');
  const database = await openDatabase(env, logger);
  const providerTimes: ProviderTimes = new Map();
  const providers = createProviderRegistry([['local', timed(createLocalProvider({ ffmpegPath: findFfmpeg() }), providerTimes)]]);
  const deps = createDependencies(env, database, logger, { providers });
  const app = createApp(deps);
  const runtime = createGenerationRuntime(deps);
  await runtime.start({ worker: true });
  const sessions = createSessionService({ db: deps.db, clock: systemClock });

  async function request<T>(method: string, pathname: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await app.request(pathname, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  return {
    engine,
    deps,
    app,
    providerTimes,
    request,
    /** A verified user with a session, straight in the database (sign-up is not what is measured). */
    async signIn(tier: Tier): Promise<BenchUser> {
      const now = new Date();
      const user = await deps.db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          username: `bench_${randomBytes(4).toString('hex')}`,
          email: `bench_${randomBytes(6).toString('hex')}@example.com`,
          passwordHash: null,
          isVerified: true,
          tier,
          createdAt: now,
        });
        await openUserAccount(tx, { userId: row.id, startingPoints: env.STARTING_POINTS, now });
        return row;
      });
      return { userId: user.id, token: await sessions.issue(user.id, true) };
    },
    /**
     * Listens to the user's task changes (as an event stream does) from now on; `ended` resolves when a task
     * ends, with the moment its final change arrived, even when that happened before `ended` was called.
     */
    watchTasks(user: BenchUser) {
      type Ending = { status: TaskStatus; at: number };
      const endings = new Map<string, Deferred<Ending>>();
      const ending = (taskId: string) => {
        let entry = endings.get(taskId);
        if (!entry) endings.set(taskId, (entry = deferred<Ending>()));
        return entry;
      };
      const unsubscribe = deps.taskEvents.subscribe(user.userId, {
        change(taskId) {
          const at = performance.now();
          void deps.db
            .select({ status: generationTasks.status })
            .from(generationTasks)
            .where(eq(generationTasks.id, taskId))
            .then(([row]) => {
              if (row?.status === 'complete' || row?.status === 'failed') ending(taskId).resolve({ status: row.status, at });
            });
        },
        close() {},
      });
      return { ended: (taskId: string) => ending(taskId).promise, stop: unsubscribe };
    },
    /** What went wrong inside, if anything: the bench reports it rather than hiding it. */
    problems: () => records.filter((record) => record.level === 'error' || record.level === 'warn'),
    async close() {
      await runtime.stop({ graceful: false });
      await database.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
