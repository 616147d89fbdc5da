import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { openDatabase, postgresHandle } from '../db/open-database';
import type { DatabaseHandle } from '../db/database';
import { mediaItems, pointLedger, users } from '../db/schema';
import { loadEnv } from '../env';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../test/generation';
import { createPostgresCopy } from '../test/test-database';
import { databaseUrl } from '../test/test-database-info';
import { createTestApp } from '../test/test-app';
import { signedInUser } from '../test/users';
import { BackupError, createBackup, restoreBackup } from './backup';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A database for a studio in `dataDir`: the embedded one there, or a fresh PostgreSQL database (empty or migrated). */
async function databaseFor(
  dataDir: string,
  options: { isEmpty?: boolean } = {},
): Promise<{ url?: string; open: () => Promise<DatabaseHandle> }> {
  const info = inject('testDatabase');
  if (info.engine === 'pglite') return { open: () => openDatabase(loadEnv({ DATA_DIR: dataDir })) };
  if (!options.isEmpty) {
    const { url, drop } = await createPostgresCopy(info);
    cleanups.push(drop);
    return { url, open: async () => postgresHandle(new Pool({ connectionString: url, max: 4 })) };
  }
  const name = `studio_restore_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new Client({ connectionString: info.adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  });
  const url = databaseUrl(info.adminUrl, name);
  return { url, open: async () => postgresHandle(new Pool({ connectionString: url, max: 4 })) };
}

describe('npm run backup and npm run restore', () => {
  it('restore into a fresh data directory every account, creation, media file and ledger entry', async () => {
    const source = tempDir();
    const sourceDb = await databaseFor(source);
    const sourceEnv = loadEnv({ DATA_DIR: source, ...(sourceDb.url ? { DATABASE_URL: sourceDb.url } : {}) });
    const database = await sourceDb.open();
    const t = await createTestApp({
      database,
      worker: true,
      env: { DATA_DIR: source },
      overrides: { providers: fakeRegistry(fakeProvider()) },
    });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    expect((await waitForTask(t, user.token, body.tasks[0]!.task_id)).status).toBe('complete');
    const [media] = await t.deps.db.select().from(mediaItems).where(eq(mediaItems.ownerUserId, user.userId));
    const ledger = await t.deps.db.select().from(pointLedger).where(eq(pointLedger.accountId, user.accountId));
    await t.close();
    await database.close();

    const backupDir = path.join(tempDir(), 'backup');
    const manifest = await createBackup(sourceEnv, backupDir);
    expect(manifest.engine).toBe(sourceDb.url ? 'postgres' : 'pglite');

    const target = tempDir();
    const targetDb = await databaseFor(target, { isEmpty: true });
    const targetEnv = loadEnv({ DATA_DIR: target, ...(targetDb.url ? { DATABASE_URL: targetDb.url } : {}) });
    await restoreBackup(targetEnv, backupDir);
    const restored = await targetDb.open();
    try {
      const [row] = await restored.db.select().from(users).where(eq(users.id, user.userId));
      expect(row?.email).toBe(user.email);
      expect(await restored.db.select().from(mediaItems).where(eq(mediaItems.ownerUserId, user.userId))).toEqual([media]);
      expect(await restored.db.select().from(pointLedger).where(eq(pointLedger.accountId, user.accountId))).toEqual(ledger);
      expect(fs.existsSync(path.join(targetEnv.MEDIA_DIR, media!.storageKey))).toBe(true);
      // Restoring again over what is there now is refused, and changes nothing.
      await expect(restoreBackup(targetEnv, backupDir)).rejects.toThrow(BackupError);
      expect((await restored.db.select({ n: count() }).from(users).where(eq(users.id, user.userId)))[0]?.n).toBe(1);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to copy the embedded database while a server holds it', async () => {
    if (inject('testDatabase').engine !== 'pglite') return;
    const dataDir = tempDir();
    const env = loadEnv({ DATA_DIR: dataDir });
    const database = await openDatabase(env);
    try {
      await expect(createBackup(env, path.join(tempDir(), 'backup'))).rejects.toThrow(/Stop the server/);
    } finally {
      await database.close();
    }
  }, 60_000);
});
