import { describe, expect, it } from 'vitest';
import { checkMigrationSafety, LAST_MIGRATION_BEFORE_THE_RULE } from './migration-safety';

const next = LAST_MIGRATION_BEFORE_THE_RULE + 1;
const migration = (sql: string, index = next) => ({ file: `server/db/migrations/00${index}_change.sql`, index, sql });

describe('checkMigrationSafety', () => {
  it('accepts what only adds: tables, nullable columns, columns with a default, indexes, dropped indexes', () => {
    const sql = [
      'CREATE TABLE "things" ("id" uuid PRIMARY KEY NOT NULL);',
      'ALTER TABLE "media_items" ADD COLUMN "caption" text;',
      'ALTER TABLE "media_items" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;',
      'CREATE INDEX "things_idx" ON "things" ("id");',
      'DROP INDEX "old_idx";',
    ].join('--> statement-breakpoint\n');
    expect(checkMigrationSafety([migration(sql)])).toEqual([]);
  });

  it('names each statement that would break the version still running, with its line', () => {
    const sql = [
      'ALTER TABLE "media_items" DROP COLUMN "caption";',
      'ALTER TABLE "media_items" RENAME COLUMN "a" TO "b";',
      'ALTER TABLE "media_items" ALTER COLUMN "a" SET DATA TYPE bigint;',
      'ALTER TABLE "media_items" ALTER COLUMN "a" SET NOT NULL;',
      'ALTER TABLE "media_items" ADD COLUMN "b" text NOT NULL;',
      'DROP TABLE "things";',
      'ALTER TABLE "things" ADD CONSTRAINT "c" CHECK ("n" > 0);',
    ].join('--> statement-breakpoint\n');
    const findings = checkMigrationSafety([migration(sql)]);
    expect(findings.map((finding) => [finding.line, finding.message.split(',')[0]])).toEqual([
      [1, 'this statement drops a column'],
      [2, 'this statement renames a table or column'],
      [3, "this statement changes a column's type"],
      [4, 'this statement makes a column required'],
      [5, 'this statement adds a required column without a default'],
      [6, 'this statement drops a table'],
      [7, 'this statement adds a check that rows written by the old version may fail'],
    ]);
  });

  it('lets a contract step through when it says since when nothing uses what it removes', () => {
    const sql = '-- contract: nothing reads media_items.caption since 0019\nALTER TABLE "media_items" DROP COLUMN "caption";';
    expect(checkMigrationSafety([migration(sql)])).toEqual([]);
    expect(checkMigrationSafety([migration('-- contract:\nDROP TABLE "x";')])).toHaveLength(1);
  });

  it('leaves the migrations made before the rule alone', () => {
    expect(checkMigrationSafety([migration('DROP TABLE "x";', LAST_MIGRATION_BEFORE_THE_RULE)])).toEqual([]);
  });
});
