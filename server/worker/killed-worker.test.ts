import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { generationTasks, mediaItems } from '../db/schema';
import { createLocalStorage } from '../integrations/storage';
import { fakeProvider, fakeRegistry, run, testPng, textToImage, waitForTask } from '../test/generation';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, testQueueSettings, type TestApp } from '../test/test-app';
import { testDatabase } from '../test/test-database';
import { signedInUser, type SignedInUser } from '../test/users';
import type { WorkerProcessEvent, WorkerProcessSettings } from '../test/worker-process';
import type { QueueSettings } from './task-queue';
import { pgliteExtensions } from '../db/pglite-extensions';

const workerScript = path.resolve(import.meta.dirname, '../test/worker-process.ts');
const engine = inject('testDatabase').engine;

/** A worker process (see test/worker-process.ts) and the events it prints. */
function startWorkerProcess(settings: WorkerProcessSettings) {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: { ...process.env, STUDIO_TEST_WORKER: JSON.stringify(settings) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const events: WorkerProcessEvent[] = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    try {
      events.push(JSON.parse(line) as WorkerProcessEvent);
    } catch {
      // not one of ours
    }
  });
  return {
    child,
    exited,
    /** Waits until the process printed an event that `isIt` accepts; fails with its stderr if it died first. */
    async waitFor(isIt: (event: WorkerProcessEvent) => boolean, timeoutMs = 40_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!events.some(isIt)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The worker process ended: ${stderr}`);
        if (Date.now() > deadline) throw new Error(`The worker process said nothing useful in time: ${JSON.stringify(events)} ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

async function kill(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

/**
 * Where the API, the killed worker and the survivor meet. PostgreSQL: this file's database, which the worker
 * process reaches by URL while the API stays connected. PGlite: a directory owned by one process at a time, as
 * with `npm start`: the API queues the run and lets go, the worker process takes the directory and is killed
 * holding it, and the survivor opens it after the crash (taking over the dead process's lock).
 */
async function sharedDatabase(): Promise<{ dataDir: string; databaseUrl?: string; open(): Promise<DatabaseHandle | undefined> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-killed-'));
  const info = inject('testDatabase');
  if (info.engine === 'postgres') {
    const { native } = await testDatabase();
    if (native.engine !== 'postgres') throw new Error('Expected a PostgreSQL test database');
    return { dataDir, databaseUrl: native.connectionString, open: async () => undefined };
  }
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([fs.readFileSync(info.dumpPath)]),
    extensions: pgliteExtensions,
  });
  await client.close();
  return { dataDir, open: () => openDatabase({ PGLITE_DIR: path.join(dataDir, 'db') }) };
}

interface KilledRun {
  user: SignedInUser;
  taskId: string;
  survivor: TestApp;
  provider: ReturnType<typeof fakeProvider>;
  close(): Promise<void>;
}

/** Queues a run, lets a worker process start it, kills that process mid-render, then starts a second worker. */
async function runAndKillWorker(settings: QueueSettings): Promise<KilledRun> {
  const shared = await sharedDatabase();
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await shared.open();
    if (handle) handles.push(handle);
    return handle ? { database: handle } : {};
  };
  const overrides = { queueSettings: settings, storage: createLocalStorage({ dir: path.join(shared.dataDir, 'media') }) };
  const api = await createTestApp({ ...(await open()), overrides: { ...overrides, providers: fakeRegistry(fakeProvider()) } });
  const user = await signedInUser(api);
  const { status, body } = await run(api, user.token, textToImage('a storm over the sea'));
  expect(status).toBe(202);
  const taskId = body.tasks[0]!.task_id;
  if (engine === 'pglite') {
    await api.close();
    await handles.pop()!.close();
  }

  const worker = startWorkerProcess({
    dataDir: shared.dataDir,
    ...(shared.databaseUrl ? { databaseUrl: shared.databaseUrl } : {}),
    queueSettings: settings,
  });
  try {
    await worker.waitFor((event) => event.event === 'provider-started' && event.taskId === taskId);
    if (engine === 'postgres') {
      // Seen from the API while the worker still lives: the task runs, and its progress comes from the worker.
      expect((await api.get(`/api/v1/tasks/${taskId}`, { token: user.token })).body).toMatchObject({ status: 'running', progress: 10 });
    }
  } finally {
    await kill(worker.child, worker.exited);
  }

  const provider = fakeProvider(async (job) => {
    const data = await testPng(48, 48, '#118844');
    return [{ kind: 'image', data, mimeType: 'image/png', width: 48, height: 48, seed: job.seed }];
  });
  const survivor = await createTestApp({ ...(await open()), worker: true, overrides: { ...overrides, providers: fakeRegistry(provider) } });
  // What the dead worker left: a running task, charged once, with the progress it reported.
  const [left] = await survivor.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
  expect(left).toMatchObject({ status: 'running', progress: 10, attempts: 1 });
  return {
    user,
    taskId,
    survivor,
    provider,
    async close() {
      await survivor.close();
      for (const handle of handles) await handle.close();
    },
  };
}

describe('a worker process killed mid-task', () => {
  const lease = { ...testQueueSettings, leaseSeconds: 3, concurrency: 1 };

  it('loses no task: a second worker finishes it after the lease, and it is charged once', async () => {
    const killed = await runAndKillWorker({ ...lease, retryLimit: 1 });
    try {
      const { user, taskId, survivor } = killed;
      const done = await waitForTask(survivor, user.token, taskId, 30_000);
      expect(done).toMatchObject({ status: 'complete', new_balance: 48 });
      expect(done.data?.results).toHaveLength(1);
      expect(killed.provider.jobs.map((job) => job.taskId)).toEqual([taskId]);
      const [task] = await survivor.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
      expect(task).toMatchObject({ status: 'complete', attempts: 2 });
      expect(await survivor.deps.db.select().from(mediaItems).where(eq(mediaItems.taskId, taskId))).toHaveLength(1);
      // The starting grant and one debit: no second charge, no refund.
      expect(await ledgerState(survivor.deps.db, user.accountId)).toMatchObject({ balance: 48, ledger_sum: 48, debits: 1, rows: 2 });
      const file = await survivor.request(done.data!.results[0]!.url);
      expect(file.status).toBe(200);
    } finally {
      await killed.close();
    }
  }, 90_000);

  it('fails the task with one refund when the killed attempt was its last', async () => {
    const killed = await runAndKillWorker({ ...lease, retryLimit: 0 });
    try {
      const { user, taskId, survivor } = killed;
      const done = await waitForTask(survivor, user.token, taskId, 30_000);
      expect(done).toMatchObject({ status: 'failed', error_message: 'Task failed to complete.', new_balance: 50 });
      expect(killed.provider.jobs).toEqual([]);
      expect(await ledgerState(survivor.deps.db, user.accountId)).toMatchObject({ balance: 50, ledger_sum: 50, debits: 1, rows: 3 });
      const ledger = await survivor.get<{ history: Array<{ transaction_type: string; amount: number }> }>('/api/v1/points/history', {
        token: user.token,
      });
      expect(ledger.body.history.filter((entry) => entry.transaction_type === 'credit' && entry.amount === 2)).toHaveLength(1);
    } finally {
      await killed.close();
    }
  }, 90_000);
});
