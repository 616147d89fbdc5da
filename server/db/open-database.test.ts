import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { queryRows } from '../test/sql';
import { createPostgresCopy } from '../test/test-database';
import { openDatabase } from './open-database';
import { pgliteExtensions } from './pglite-extensions';

describe('openDatabase on PGlite', () => {
  it.runIf(inject('testDatabase').engine === 'pglite')(
    'opens a directory, refuses a second opener, and reopens after close',
    async () => {
      const info = inject('testDatabase');
      if (info.engine !== 'pglite') return;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-open-'));
      const dir = path.join(dataDir, 'db');
      // Seed the directory from the migrated dump: a fresh initdb costs seconds.
      const seed = await PGlite.create({
        dataDir: dir,
        loadDataDir: new Blob([fs.readFileSync(info.dumpPath)]),
        extensions: pgliteExtensions,
      });
      await seed.close();

      const first = await openDatabase({ PGLITE_DIR: dir });
      expect(first.engine).toBe('pglite');
      expect(await queryRows(first.db, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
      await expect(openDatabase({ PGLITE_DIR: dir })).rejects.toThrow(/in use by this process/);
      await first.close();
      expect(fs.existsSync(`${dir}.lock`)).toBe(false);
      const second = await openDatabase({ PGLITE_DIR: dir });
      await second.close();
      // Three opens and closes, each syncing the disk for durability (pglite-durability.ts): seconds on a busy disk.
    },
    60_000,
  );
});

describe('openDatabase on PostgreSQL', () => {
  it.runIf(inject('testDatabase').engine === 'postgres')('migrates (a no-op on a current database) and connects', async () => {
    const info = inject('testDatabase');
    if (info.engine !== 'postgres') return;
    const copy = await createPostgresCopy(info);
    try {
      const handle = await openDatabase({ DATABASE_URL: copy.url, PGLITE_DIR: '/nonexistent' });
      expect(handle.engine).toBe('postgres');
      expect(await queryRows(handle.db, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
      await handle.close();
    } finally {
      await copy.drop();
    }
  });
});
