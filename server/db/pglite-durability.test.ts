import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, inject } from 'vitest';
import { loadEnv } from '../env';
import { openDatabase } from './open-database';
import { durabilityCounters } from './pglite-durability';
import { queryRows } from '../test/sql';

describe('the embedded database on disk', () => {
  it('forces the write-ahead log to disk before a commit returns', async () => {
    if (inject('testDatabase').engine !== 'pglite') return;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-durable-'));
    const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }));
    try {
      await database.db.execute(sql`create table durable_probe (id int)`);
      for (let i = 0; i < 5; i += 1) {
        const before = durabilityCounters.walSyncs;
        await database.db.execute(sql`insert into durable_probe values (${i})`);
        expect(durabilityCounters.walSyncs, `commit ${i}`).toBeGreaterThan(before);
      }
      // A checkpoint may recycle WAL: the data pages it covered are synced first, and the data stays readable.
      await database.db.execute(sql`checkpoint`);
      expect(await queryRows(database.db, sql`select count(*)::int as n from durable_probe`)).toEqual([{ n: 5 }]);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
