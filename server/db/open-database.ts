import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import type { Logger } from '../logger';
import type { Database, DatabaseHandle } from './database';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import { schemaAheadMessage } from './schema-version';
import { makePgliteDurable } from './pglite-durability';
import { keepPgliteStatementsPrepared } from './pglite-prepared';
import { createPgliteApart, hasPgliteData } from './pglite-first-start';
import { acquireDirectoryLock } from './pglite-lock';
import * as schema from './schema';
import { pgliteExtensions, pgliteStartParams } from './pglite-extensions';

export interface DatabaseSettings {
  DATABASE_URL?: string | undefined;
  PGLITE_DIR: string;
}

/** Wraps an open PGlite; `onClose` releases whatever else the caller holds (the directory lock). */
export function pgliteHandle(client: PGlite, onClose: () => void | Promise<void> = () => undefined): DatabaseHandle {
  keepPgliteStatementsPrepared(client);
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    native: { engine: 'pglite', client },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        await onClose();
      }
    },
  };
}

/**
 * `onIdleError` hears about connections that fail while idle in the pool (a restarted server, a dropped
 * database); without a listener pg would crash the process on them.
 */
export function postgresHandle(pool: Pool, onIdleError: (error: Error) => void = () => undefined): DatabaseHandle {
  pool.on('error', onIdleError);
  const db: Database = drizzlePg({ client: pool, schema });
  const { connectionString } = pool.options;
  if (!connectionString) throw new Error('A PostgreSQL pool must be made from a connection string');
  return {
    db,
    engine: 'postgres',
    native: { engine: 'postgres', connectionString },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** A process older than its database's schema says so at start, in its log and on stderr (see schema-version.ts). */
async function reportSchemaAhead(handle: DatabaseHandle, logger: Logger | undefined): Promise<void> {
  const message = await schemaAheadMessage(handle.db);
  if (!message) return;
  logger?.warn('the database schema is newer than this version', { detail: message });
  console.error(message);
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db; migrated either way.
 * `createApart` makes a new embedded database in a child process first (createPgliteApart: the server's and
 * the worker's own data directory, for their memory); tests, which open many fresh databases, create in process.
 */
export async function openDatabase(
  settings: DatabaseSettings,
  logger?: Logger,
  options: { createApart?: boolean } = {},
): Promise<DatabaseHandle> {
  if (settings.DATABASE_URL) {
    await migratePostgresDatabase(settings.DATABASE_URL);
    const handle = postgresHandle(new Pool({ connectionString: settings.DATABASE_URL, max: 10 }), (error) =>
      logger?.warn('An idle database connection failed; the pool will open a new one', { error }),
    );
    await reportSchemaAhead(handle, logger);
    return handle;
  }
  fs.mkdirSync(path.dirname(settings.PGLITE_DIR), { recursive: true });
  const lock = acquireDirectoryLock(settings.PGLITE_DIR);
  try {
    if (options.createApart && !hasPgliteData(settings.PGLITE_DIR)) {
      logger?.info('creating the embedded database', { directory: settings.PGLITE_DIR });
      await createPgliteApart(settings.PGLITE_DIR);
    }
    const client = await PGlite.create({ dataDir: settings.PGLITE_DIR, extensions: pgliteExtensions, startParams: pgliteStartParams });
    await migratePgliteDatabase(client);
    // After the migrations, which write much WAL and are replayed by running them again: one sync for all of them.
    makePgliteDurable(client, { syncNow: true });
    const handle = pgliteHandle(client, () => lock.release());
    await reportSchemaAhead(handle, logger);
    return handle;
  } catch (error) {
    lock.release();
    throw error;
  }
}
