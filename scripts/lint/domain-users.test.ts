import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDomainUsers, domainUsers } from './domain-users';
import { buildImportGraph } from './import-graph';

/* Each case writes a small tree to a temporary folder and reads it with the real parser and resolver. */

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function graphOf(tree: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'lint-fixture-'));
  roots.push(root);
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return buildImportGraph(root, Object.keys(tree));
}

/** The findings of a tree given as path → file text, as `file:line message`. */
function lint(tree: Record<string, string>): string[] {
  return checkDomainUsers(graphOf(tree)).map((finding) => `${finding.file}:${finding.line} ${finding.message}`);
}

/** Each domain module's users, sorted, for the cases that check the counting rather than the message. */
function usersOf(tree: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries([...domainUsers(graphOf(tree))].map(([module, users]) => [module, [...users].toSorted()]));
}

const generation = {
  'src/domain/generation/index.ts':
    "export { seedForRun } from './rules/seed';\nexport * from './rules/progress';\nexport type { Filters } from './media/filters';\n",
  'src/domain/generation/rules/seed.ts': 'export const seedForRun = () => 1;\n',
  'src/domain/generation/rules/progress.ts': 'export const progress = 0.5;\n',
  'src/domain/generation/media/filters.ts': 'export interface Filters { page: number }\n',
};

describe('the domain-users rule', () => {
  it('fails on a module that one feature alone imports, through the barrel and its export *', () => {
    const findings = lint({
      ...generation,
      'src/features/workshop/run.ts':
        "import { progress, seedForRun } from '../../domain/generation';\nexport const run = () => seedForRun() + progress;\n",
      'src/features/workshop/filters.ts': "import type { Filters } from '../../domain/generation';\nexport type F = Filters;\n",
    });
    expect(findings).toEqual([
      'src/domain/generation/rules/seed.ts:1 used only by the workshop feature: move it into src/features/workshop/',
      'src/domain/generation/rules/progress.ts:1 used only by the workshop feature: move it into src/features/workshop/',
      'src/domain/generation/media/filters.ts:1 used only by the workshop feature: move it into src/features/workshop/',
    ]);
  });

  it('counts each name by the module that declares it, not the barrel it came through', () => {
    const findings = lint({
      ...generation,
      'src/features/workshop/run.ts': "export { seedForRun, progress } from '../../domain/generation';\n",
      'src/features/gallery/bar.ts': "import { progress } from '../../domain/generation';\nexport const bar = progress;\n",
    });
    expect(findings).toEqual([expect.stringMatching(/^src\/domain\/generation\/rules\/seed\.ts:1 used only by the workshop feature/)]);
  });

  it('lets a module used by two features, or by the app and a feature, stay', () => {
    const findings = lint({
      ...generation,
      'src/features/workshop/run.ts': "import { seedForRun } from '../../domain/generation';\nexport const run = seedForRun;\n",
      'src/features/gallery/grid.ts': "import { seedForRun } from '../../domain/generation/rules/seed';\nexport const grid = seedForRun;\n",
      'src/features/hub/page.ts': "import { progress } from '../../domain/generation';\nexport const page = progress;\n",
      'src/app/router.ts': "import { progress } from '../domain/generation';\nexport const route = progress;\n",
    });
    expect(findings).toEqual([]);
  });

  it('gives a module used by other domain modules their users, transitively and across areas', () => {
    const tree = {
      'src/domain/paths/paths.ts': 'export const home = "/";\n',
      'src/domain/paths/index.ts': "export * from './paths';\n",
      'src/domain/generation/rules/base.ts': "import { home } from '../../paths';\nexport const base = home;\n",
      'src/domain/generation/rules/middle.ts': "import { base } from './base';\nexport const middle = base;\n",
      'src/domain/generation/rules/top.ts': "import { middle } from './middle';\nexport const top = middle;\n",
      'src/domain/generation/index.ts': "export { top } from './rules/top';\nexport { middle } from './rules/middle';\n",
      'src/features/workshop/a.ts': "import { top } from '../../domain/generation';\nexport const a = top;\n",
      'src/features/gallery/b.ts': "import { middle } from '../../domain/generation';\nexport const b = middle;\n",
    };
    expect(usersOf(tree)).toEqual({
      'src/domain/paths/paths.ts': ['feature:gallery', 'feature:workshop'],
      'src/domain/generation/rules/base.ts': ['feature:gallery', 'feature:workshop'],
      'src/domain/generation/rules/middle.ts': ['feature:gallery', 'feature:workshop'],
      'src/domain/generation/rules/top.ts': ['feature:workshop'],
    });
    expect(lint(tree)).toEqual([expect.stringMatching(/^src\/domain\/generation\/rules\/top\.ts:1 used only by the workshop/)]);
  });

  it('follows renamed re-exports, namespace re-exports and namespace and dynamic imports', () => {
    const tree = {
      ...generation,
      'src/domain/generation/index.ts':
        "export { seedForRun as seed } from './rules/seed';\nexport * as progress from './rules/progress';\n",
      'src/domain/generation/media/filters.ts': 'export interface Filters { page: number }\n',
      'src/features/workshop/a.ts': "import { seed } from '../../domain/generation';\nexport const a = seed;\n",
      'src/features/gallery/b.ts': "import { progress } from '../../domain/generation';\nexport const b = progress;\n",
      'src/features/hub/c.ts': "import * as all from '../../domain/generation/media/filters';\nexport type C = all.Filters;\n",
      'src/features/queue/d.ts': "export const load = () => import('../../domain/generation');\n",
    };
    expect(usersOf(tree)).toEqual({
      'src/domain/generation/rules/seed.ts': ['feature:queue', 'feature:workshop'],
      'src/domain/generation/rules/progress.ts': ['feature:gallery', 'feature:queue'],
      'src/domain/generation/media/filters.ts': ['feature:hub'],
    });
  });

  it('does not count tests, stories and mocks, and leaves modules of the app alone or of nobody', () => {
    const findings = lint({
      ...generation,
      'src/domain/generation/rules/seed.test.ts': "import { seedForRun } from './seed';\nexport const t = seedForRun;\n",
      'src/features/gallery/grid.stories.tsx': "import { seedForRun } from '../../domain/generation';\nexport const s = seedForRun;\n",
      'stories/kit/seeds.ts': "import { seedForRun } from '../../src/domain/generation';\nexport const k = seedForRun;\n",
      'mocks/fixtures/seed.ts': "import { seedForRun } from '../../src/domain/generation';\nexport const m = seedForRun;\n",
      'src/features/workshop/run.ts': "import { seedForRun } from '../../domain/generation';\nexport const run = seedForRun;\n",
      'src/app/progress.ts': "import { progress } from '../domain/generation';\nexport const shown = progress;\n",
    });
    expect(findings).toEqual([expect.stringMatching(/^src\/domain\/generation\/rules\/seed\.ts:1 used only by the workshop feature/)]);
  });
});
