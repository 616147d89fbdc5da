/**
 * `npm test`: every layer in order, each step named and timed so the output shows what ran: lint and types,
 * unit, server on PGlite (and, when DATABASE_URL is set, on PostgreSQL and as a cluster of processes), every story in Chromium with a11y and
 * screenshots, then the end-to-end journeys against the real server.
 */
import { spawnSync } from 'node:child_process';

const hasPostgres = Boolean(process.env.DATABASE_URL);
const steps: Array<[string, string[]]> = [
  ['Lint (oxlint, prettier, architecture rules, knip)', ['npm', 'run', '--silent', 'lint']],
  ['Types (tsc)', ['npm', 'run', '--silent', 'typecheck']],
  ['Unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['Server tests on PGlite', ['npx', 'vitest', 'run', '--project', 'server']],
  ...(hasPostgres ? [['Server tests on PostgreSQL', ['npx', 'vitest', 'run', '--project', 'server-postgres']] as [string, string[]]] : []),
  // Two API processes and two workers behind HAProxy, media in an S3 store: the cluster test and the fault test.
  ...(hasPostgres
    ? [
        ['Cluster tests (2 API processes, 2 workers, HAProxy, S3; faults)', ['npx', 'vitest', 'run', '--project', 'cluster']] as [
          string,
          string[],
        ],
      ]
    : []),
  ['Chromium', ['npx', 'tsx', 'scripts/ensure-chromium.ts']],
  ['Story tests (Chromium, a11y, screenshots)', ['npx', 'vitest', 'run', '--project', 'storybook']],
  ['Build the browser app', ['npm', 'run', '--silent', 'build']],
  ['End-to-end tests (Playwright, real server)', ['npx', 'playwright', 'test']],
];

const started = Date.now();
for (const [title, [command, ...args]] of steps) {
  console.log(`\n━━ ${title} ━━`);
  const stepStart = Date.now();
  const result = spawnSync(command as string, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}
if (!hasPostgres) console.log('\nDATABASE_URL is not set: the PostgreSQL server tests and the cluster tests were skipped.');
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
