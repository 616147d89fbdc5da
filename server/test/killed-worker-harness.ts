import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { expect, inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { pgliteExtensions } from '../db/pglite-extensions';
import { createLocalStorage, type MediaStorage } from '../integrations/storage';
import { testDatabase } from './test-database';
import type { WorkerProcessEvent, WorkerProcessSettings } from './worker-process';

const workerScript = path.resolve(import.meta.dirname, 'worker-process.ts');

/** A worker process (see test/worker-process.ts) and the events it prints. */
export function startWorkerProcess(settings: WorkerProcessSettings) {
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

export async function kill(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

/**
 * Where the API, the killed worker and the survivor meet. PostgreSQL: this file's database, which the worker
 * process reaches by URL while the API stays connected. PGlite: a directory owned by one process at a time, as
 * with `npm start`: the API queues the run and lets go, the worker process takes the directory and is killed
 * holding it, and the survivor opens it after the crash (taking over the dead process's lock).
 */
export interface SharedDatabase {
  dataDir: string;
  databaseUrl?: string;
  /** Media files live in the shared directory too, so the worker process reads the inputs the API stored. */
  storage: MediaStorage;
  /** createTestApp's database option: a fresh handle on the PGlite directory, or nothing (the file's PostgreSQL). */
  appDatabase(): Promise<{ database?: DatabaseHandle }>;
  /** PGlite: closes the last handle, so another process may take the directory. */
  letGo(): Promise<void>;
  close(): Promise<void>;
}

export async function sharedDatabase(): Promise<SharedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-killed-'));
  const storage = createLocalStorage({ dir: path.join(dataDir, 'media') });
  const info = inject('testDatabase');
  if (info.engine === 'postgres') {
    const { native } = await testDatabase();
    if (native.engine !== 'postgres') throw new Error('Expected a PostgreSQL test database');
    return {
      dataDir,
      storage,
      databaseUrl: native.connectionString,
      appDatabase: async () => ({}),
      letGo: async () => undefined,
      close: async () => undefined,
    };
  }
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([fs.readFileSync(info.dumpPath)]),
    extensions: pgliteExtensions,
  });
  await client.close();
  const handles: DatabaseHandle[] = [];
  return {
    dataDir,
    storage,
    async appDatabase() {
      const handle = await openDatabase({ PGLITE_DIR: path.join(dataDir, 'db') });
      handles.push(handle);
      return { database: handle };
    },
    letGo: async () => handles.pop()?.close(),
    async close() {
      for (const handle of handles.splice(0)) await handle.close();
    },
  };
}
