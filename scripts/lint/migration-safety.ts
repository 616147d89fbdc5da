import type { Finding } from './text-rules';

/**
 * Migrations that a rolling upgrade survives. While a new version rolls out, processes of the old version keep
 * running against the migrated schema, so a migration may only add (expand): new tables, nullable columns or
 * columns with a default, indexes, looser constraints. Removing or changing what the old code reads or writes
 * (contract) comes in a later release, once no process of a version that uses it runs; such a statement says so
 * in a `-- contract:` comment inside it, naming the release since which nothing uses what it removes.
 */
const breaking: Array<[RegExp, string]> = [
  [/\bDROP\s+TABLE\b/i, 'drops a table'],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\b/i, 'renames a table or column'],
  [/\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes a column required'],
  [/\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i, 'adds a required column without a default'],
  [/\bADD\s+CONSTRAINT\b[^;]*\bCHECK\b/i, 'adds a check that rows written by the old version may fail'],
];

/** The migrations before the rule was made; they ran with every process stopped. */
export const LAST_MIGRATION_BEFORE_THE_RULE = 17;

export function checkMigrationSafety(migrations: ReadonlyArray<{ file: string; index: number; sql: string }>): Finding[] {
  const findings: Finding[] = [];
  for (const migration of migrations) {
    if (migration.index <= LAST_MIGRATION_BEFORE_THE_RULE) continue;
    let line = 1;
    for (const statement of migration.sql.split('--> statement-breakpoint')) {
      const isContract = /--[ \t]*contract:[ \t]*\S/i.test(statement);
      const code = statement.replace(/--[^\n]*/g, '');
      for (const [pattern, what] of breaking) {
        if (!isContract && pattern.test(code)) {
          const offset = statement.slice(0, statement.search(/\S/) + 1).split('\n').length - 1;
          findings.push({
            file: migration.file,
            line: line + offset,
            message:
              `this statement ${what}, which breaks the version still running during a rolling upgrade: expand now ` +
              '(add, keep the old), contract in a later release, marked `-- contract: <since which release nothing uses it>`',
          });
        }
      }
      line += statement.split('\n').length - 1;
    }
  }
  return findings;
}
