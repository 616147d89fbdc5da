import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingNames } from './env';

const root = process.cwd();
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The rows of the table under '## Configuration': the variables each row's first cell names. */
function configurationTableVariables(): string[] {
  const section = /^## Configuration\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}

/** Every link and image of the README that is neither a web address, a mail address nor an anchor on the page. */
function relativeLinks(): string[] {
  const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return targets.filter((target) => !/^(?:[a-z][a-z\d+.-]*:|#)/i.test(target));
}

describe('the README', () => {
  it('documents every setting the server reads in its configuration table, and no other', () => {
    const documented = configurationTableVariables();
    expect(documented.length).toBeGreaterThan(50);
    expect(
      settingNames.filter((name) => !documented.includes(name)),
      'read by server/env.ts, missing from the table',
    ).toEqual([]);
    expect(
      documented.filter((name) => !settingNames.includes(name)),
      'in the table, never read by server/env.ts',
    ).toEqual([]);
    expect(
      documented.filter((name, index) => documented.indexOf(name) !== index),
      'in the table twice',
    ).toEqual([]);
  });

  it('links only to files inside the repository', () => {
    const links = relativeLinks();
    expect(links).toContain('docs/architecture.md');
    const broken = links.filter((link) => {
      const file = path.resolve(root, decodeURIComponent(link.split('#')[0]!));
      return path.relative(root, file).startsWith('..') || !existsSync(file);
    });
    expect(broken).toEqual([]);
  });
});
