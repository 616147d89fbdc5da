import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkCssLine, checkImport, checkLiteralProps, type Finding } from './lint/rules';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('node_modules/'));

const findings: Finding[] = [];
const importPattern = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

for (const file of files) {
  const isSource = /\.(ts|tsx)$/.test(file);
  const isCss = file.endsWith('.css') && file.startsWith('src/');
  if (!isSource && !isCss) continue;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const report = (message: string | null) => message && findings.push({ file, line: index + 1, message });
    if (isCss) return report(checkCssLine(line));
    for (const match of line.matchAll(importPattern)) report(checkImport(file, match[1] ?? match[2] ?? ''));
    const isComponent = file.startsWith('src/') && file.endsWith('.tsx') && !file.endsWith('.stories.tsx');
    if (isComponent) report(checkLiteralProps(line));
  });
}

for (const finding of findings) console.error(`${finding.file}:${finding.line}  ${finding.message}`);
if (findings.length > 0) {
  console.error(`\n${findings.length} architecture rule violation(s).`);
  process.exit(1);
}
console.log(`Architecture rules: ${files.length} files checked, no violations.`);
