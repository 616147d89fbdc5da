import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkArchitecture } from './lint/check-architecture';
import { checkMigrationJournal } from './lint/migration-journal';
import { checkMigrationSafety } from './lint/migration-safety';

// Tracked and new files; deleted ones are gone from the working tree and are skipped.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('node_modules/') && existsSync(file));

const migrations = path.join(process.cwd(), 'server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string; when: number }>;
};
const findings = [
  ...checkArchitecture(process.cwd(), files),
  ...checkMigrationJournal(journal.entries, (file) => existsSync(path.join(migrations, file))),
  ...checkMigrationSafety(
    journal.entries
      .filter((entry) => existsSync(path.join(migrations, `${entry.tag}.sql`)))
      .map((entry) => ({
        file: `server/db/migrations/${entry.tag}.sql`,
        index: entry.idx,
        sql: readFileSync(path.join(migrations, `${entry.tag}.sql`), 'utf8'),
      })),
  ),
];
for (const finding of findings) console.error(`${finding.file}:${finding.line}  ${finding.message}`);
if (findings.length > 0) {
  console.error(`\n${findings.length} architecture rule violation(s).`);
  process.exit(1);
}
console.log(`Architecture rules: ${files.length} files checked, no violations.`);
