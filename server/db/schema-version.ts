import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from './database';
import { migrationsFolder } from './migrate';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The newest migration this code ships, from drizzle-kit's journal. */
export function newestKnownMigration(folder = migrationsFolder): JournalEntry {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error(`No migrations in ${folder}`);
  return newest;
}

/**
 * Whether the database was migrated by a newer version than this code, and what to tell the operator: during a
 * rolling upgrade the old processes still run against the new schema (migrations only expand until every process
 * is new; see docs/deployment.md), but a process that lags behind should say so rather than fail in odd ways later.
 * drizzle's migrator keeps each applied migration's journal date in `drizzle.__drizzle_migrations.created_at`.
 */
export async function schemaAheadMessage(db: Executor, known = newestKnownMigration()): Promise<string | null> {
  // Both drivers answer execute() with { rows }, which drizzle's shared type does not spell out.
  const { rows } = (await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations where created_at > ${known.when}`,
  )) as unknown as { rows: Array<{ count: number }> };
  const ahead = Number(rows[0]?.count ?? 0);
  if (ahead === 0) return null;
  return (
    `The database schema is newer than this version of the studio: it has ${ahead} migration${ahead === 1 ? '' : 's'} ` +
    `this version does not know (the newest it knows is ${known.tag}). Expected during a rolling upgrade, whose ` +
    'migrations only add to the schema until every process runs the new version; upgrade this process.'
  );
}
