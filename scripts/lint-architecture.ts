import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checkArchitecture } from './lint/check-architecture';

// Tracked and new files; deleted ones are gone from the working tree and are skipped.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('node_modules/') && existsSync(file));

const findings = checkArchitecture(process.cwd(), files);
for (const finding of findings) console.error(`${finding.file}:${finding.line}  ${finding.message}`);
if (findings.length > 0) {
  console.error(`\n${findings.length} architecture rule violation(s).`);
  process.exit(1);
}
console.log(`Architecture rules: ${files.length} files checked, no violations.`);
