import type { Finding } from './text-rules';

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const journalFile = 'server/db/migrations/meta/_journal.json';

/**
 * drizzle-kit's journal against the files beside it. Branches that each generate a migration land with two
 * entries of one number, or a `when` that goes back, and the migrator then skips one of them on a database that
 * already ran the other; this catches that before it lands. `exists` answers for paths under the migrations folder.
 */
export function checkMigrationJournal(entries: readonly JournalEntry[], exists: (file: string) => boolean): Finding[] {
  const findings: Finding[] = [];
  const problem = (message: string) => findings.push({ file: journalFile, line: 1, message });
  let lastWhen = -Infinity;
  entries.forEach((entry, position) => {
    const prefix = String(entry.idx).padStart(4, '0');
    if (entry.idx !== position) problem(`entry ${position} is numbered ${entry.idx}: migrations are numbered in landing order`);
    if (!entry.tag.startsWith(`${prefix}_`)) problem(`migration ${entry.idx} is tagged '${entry.tag}', not '${prefix}_…'`);
    if (!exists(`${entry.tag}.sql`)) problem(`${entry.tag}.sql is missing`);
    if (!exists(`meta/${prefix}_snapshot.json`)) problem(`meta/${prefix}_snapshot.json is missing`);
    if (entry.when <= lastWhen) problem(`${entry.tag} is dated before the migration ahead of it`);
    lastWhen = entry.when;
  });
  return findings;
}
