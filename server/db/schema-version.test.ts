import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { newestKnownMigration, schemaAheadMessage } from './schema-version';

describe('a process older than its database', () => {
  it('says nothing when the schema is the one it knows', async () => {
    const t = await createTestApp();
    expect(await schemaAheadMessage(t.deps.db)).toBeNull();
  });

  it('says clearly that the schema is newer, by how many migrations, and what to do', async () => {
    const t = await createTestApp();
    const known = newestKnownMigration();
    await t.deps.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${known.when + 1000})`,
    );
    const message = await schemaAheadMessage(t.deps.db);
    expect(message).toContain('The database schema is newer than this version of the studio');
    expect(message).toContain(`1 migration this version does not know (the newest it knows is ${known.tag})`);
    expect(message).toContain('upgrade this process');
  });
});
