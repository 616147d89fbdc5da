import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client, Pool } from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { pgliteHandle, postgresHandle } from '../db/open-database';
import { databaseUrl, type TestDatabaseInfo } from './test-database-info';
import { pgliteExtensions } from '../db/pglite-extensions';

let current: Promise<DatabaseHandle> | undefined;
let dispose: (() => Promise<void>) | undefined;

async function copyPglite(info: Extract<TestDatabaseInfo, { engine: 'pglite' }>): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(info.dumpPath)]), extensions: pgliteExtensions });
  const handle = pgliteHandle(client);
  dispose = () => handle.close();
  return handle;
}

/** A fresh database copied from the migrated template; `drop` removes it. */
export async function createPostgresCopy(
  info: Extract<TestDatabaseInfo, { engine: 'postgres' }>,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: info.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${info.template}"`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const cleanup = new Client({ connectionString: info.adminUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await cleanup.end();
    }
  };
  return { url: databaseUrl(info.adminUrl, name), drop };
}

async function copyPostgres(info: Extract<TestDatabaseInfo, { engine: 'postgres' }>): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresCopy(info);
  const handle = postgresHandle(new Pool({ connectionString: url, max: 4 }));
  dispose = async () => {
    await handle.close();
    await drop();
  };
  return { ...handle, close: dispose };
}

/** This test file's own migrated database, made on first use and shared by the file's tests. */
export function testDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  current ??= info.engine === 'pglite' ? copyPglite(info) : copyPostgres(info);
  return current;
}

/** Called after each file by the setup file. */
export async function closeTestDatabase(): Promise<void> {
  if (!current) return;
  await current.catch(() => undefined);
  await dispose?.();
  current = undefined;
  dispose = undefined;
}
