import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss } from 'pg-boss';
import { migratePgliteDatabase } from './migrate';
import { pgliteExtensions, pgliteStartParams } from './pglite-extensions';

const thisFile = fileURLToPath(import.meta.url);

/** Whether `directory` holds a PGlite (PostgreSQL) data directory already. */
export function hasPgliteData(directory: string): boolean {
  return fs.existsSync(path.join(directory, 'PG_VERSION'));
}

/**
 * pg-boss's own tables, which its first start creates (some sixty statements of DDL). Made here, the memory that
 * DDL grows stays in the child; the server's queue then finds its schema in place, as on a restart.
 */
async function installJobQueueSchema(client: PGlite): Promise<void> {
  const boss = new PgBoss({ db: fromPglite(client), backend: 'pglite', schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** Creates (initdb) and migrates a PGlite database in `directory`, with the job queue's schema, in this process. */
async function createMigrated(directory: string): Promise<void> {
  const client = await PGlite.create({ dataDir: directory, extensions: pgliteExtensions, startParams: pgliteStartParams });
  try {
    await migratePgliteDatabase(client);
    await installJobQueueSchema(client);
  } finally {
    await client.close();
  }
}

/**
 * Creates and migrates a new embedded database in a short-lived child process, then moves it into place.
 *
 * Why apart: a first start compiles and runs PostgreSQL's initdb, a second WebAssembly program, and a
 * second PostgreSQL instance to run it in. Once compiled and run, that code and the memory it grew stay
 * resident for the life of the process (WebAssembly memory is never given back): the server idled at
 * 371 MiB after a first start against 259 MiB after a restart. Made in a child that exits, the parent
 * opens the database as a restart does. The child works in a staging directory that is renamed into place
 * only once migrated, so a first start that dies half-way leaves nothing that looks like a database.
 * The caller holds the directory's lock. It costs a Node start (about a second) on a first start only.
 */
export async function createPgliteApart(directory: string): Promise<void> {
  const staging = `${directory}.creating`;
  fs.rmSync(staging, { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    // The same Node flags (and so the same TypeScript loader) as this process.
    const child = spawn(process.execPath, [...process.execArgv, thisFile, staging], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Creating the database in ${staging} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
  fs.renameSync(staging, directory);
}

if (process.argv[1] === thisFile) {
  const directory = process.argv[2];
  if (!directory) throw new Error('usage: pglite-first-start.ts <directory>');
  await createMigrated(directory);
}
