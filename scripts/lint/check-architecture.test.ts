import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchitecture } from './check-architecture';

/*
 * Each case writes a small repository tree to a temporary folder and lints it with the real parser and
 * resolver, so a rule is proven to fail on the import it forbids, however the import is written.
 */

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The findings of a tree given as path → file text; `what` keeps only the messages. */
function lint(files: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'lint-fixture-'));
  roots.push(root);
  const tree = { 'tsconfig.json': readFileSync('tsconfig.json', 'utf8'), ...files };
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return checkArchitecture(
    root,
    Object.keys(tree).filter((file) => file !== 'tsconfig.json'),
  ).map((finding) => `${finding.file}:${finding.line} ${finding.message}`);
}

const exported = 'export const value = 1;\n';

describe('the feature rule', () => {
  it('fails on a multi-line import from another feature', () => {
    const findings = lint({
      'src/features/gallery/index.ts': exported,
      'src/features/workshop/panel.ts': "import {\n  value,\n} from '../gallery';\nexport const shown = value;\n",
    });
    expect(findings).toEqual([
      expect.stringMatching(/^src\/features\/workshop\/panel\.ts:1 a feature must not import another feature \(gallery\)/),
    ]);
  });

  it('fails on a re-export, a type-only import and a dynamic import from another feature', () => {
    const findings = lint({
      'src/features/gallery/grid.ts': 'export interface Grid { size: number }\nexport const grid = 1;\n',
      'src/features/workshop/a.ts': "export * from '../gallery/grid';\n",
      'src/features/workshop/b.ts': "import type { Grid } from '../gallery/grid';\nexport type Shown = Grid;\n",
      'src/features/workshop/c.ts': "export const load = () => import('../gallery/grid');\n",
    });
    expect(findings).toHaveLength(3);
    expect(findings.every((finding) => finding.includes('another feature (gallery)'))).toBe(true);
  });

  it('lets a feature import domain, lib, the design system and contract, and its tests the mocks', () => {
    const findings = lint({
      'contract/index.ts': exported,
      'mocks/handlers.ts': "export { value } from '@contract';\n",
      'src/design-system/button.tsx': exported,
      'src/lib/api.ts': "export { value } from '@contract';\n",
      'src/domain/session/index.ts': "export { value } from '@/lib/api';\n",
      'src/features/account/page.ts':
        "import { value } from '@/domain/session';\nimport { value as b } from '@/design-system/button';\nexport const sum = value + b;\n",
      'src/features/account/page.test.ts': "import { value } from '@mocks/handlers';\nexport const seen = value;\n",
    });
    expect(findings).toEqual([]);
  });

  it("lets a story kit beside its stories import the mocks and the stories' kit, as the stories do", () => {
    const findings = lint({
      'mocks/handlers.ts': exported,
      'stories/kit/index.ts': exported,
      'src/features/account/page-story-kit.tsx':
        "import { value } from '@mocks/handlers';\nimport { value as b } from '@stories/kit';\nexport const sum = value + b;\n",
      'src/features/account/page.stories.tsx': "import { sum } from './page-story-kit';\nexport const seen = sum;\n",
    });
    expect(findings).toEqual([]);
  });

  it('fails on production code importing the mocks', () => {
    const findings = lint({
      'mocks/handlers.ts': exported,
      'src/features/account/page.ts': "export { value } from '../../../mocks/handlers';\n",
    });
    expect(findings).toEqual([expect.stringContaining('a feature must not import mocks')]);
  });
});

describe('the layers', () => {
  it('fail on the design system importing lib', () => {
    const findings = lint({ 'src/lib/format.ts': exported, 'src/design-system/badge.tsx': "export { value } from '../lib/format';\n" });
    expect(findings).toEqual([expect.stringContaining('design-system must not import lib')]);
  });

  it('let the design system use the translation runtime, and nothing else of lib/i18n', () => {
    const findings = lint({
      'src/lib/i18n/runtime/index.ts': exported,
      'src/lib/i18n/index.ts': exported,
      'src/design-system/label.tsx': "export { value } from '@/lib/i18n/runtime';\n",
      'src/design-system/title.tsx': "export { value } from '@/lib/i18n';\n",
    });
    expect(findings).toEqual([expect.stringMatching(/^src\/design-system\/title\.tsx:1 design-system must not import lib/)]);
  });

  it('fail on lib importing the design system', () => {
    const findings = lint({
      'src/design-system/toast.ts': exported,
      'src/lib/notify.ts': "export { value } from '../design-system/toast';\n",
    });
    expect(findings).toEqual([expect.stringContaining('lib must not import design-system')]);
  });

  it('fail on domain importing a feature, and on app reaching past a feature index', () => {
    const findings = lint({
      'src/features/shell/index.ts': "export { value } from './top-bar';\n",
      'src/features/shell/top-bar.ts': exported,
      'src/domain/workspace/store.ts': "export { value } from '../../features/shell';\n",
      'src/app/router.ts': "export { value } from '../features/shell/top-bar';\n",
    });
    expect(findings).toEqual([
      expect.stringContaining('domain must not import a feature (shell)'),
      expect.stringContaining('import the shell feature through its index.ts'),
    ]);
  });
});

describe('the domain-users rule', () => {
  it('fails on a domain module that one feature alone uses (its cases are in domain-users.test.ts)', () => {
    const findings = lint({
      'src/domain/generation/index.ts': "export { seedForRun } from './seed';\n",
      'src/domain/generation/seed.ts': 'export const seedForRun = () => 1;\n',
      'src/features/workshop/run.ts': "import { seedForRun } from '@/domain/generation';\nexport const run = seedForRun;\n",
    });
    expect(findings).toEqual(['src/domain/generation/seed.ts:1 used only by the workshop feature: move it into src/features/workshop/']);
  });
});

describe('the import paths', () => {
  it('fail on a relative import that leaves its tier, and name the alias to use', () => {
    const findings = lint({
      'src/design-system/button/index.ts': exported,
      'src/features/account/index.ts': "export { value } from '../../design-system/button';\n",
      'stories/account/page.stories.tsx': "export { value } from '../../src/features/account';\n",
    });
    expect(findings).toEqual([
      expect.stringContaining("src/features/account/index.ts:1 an import that leaves its tier names it by alias: '@/design-system/button'"),
      expect.stringContaining("stories/account/page.stories.tsx:1 an import that leaves its tier names it by alias: '@/features/account'"),
    ]);
  });

  it('fail on an alias within the tier, and let the server and the build scripts stay relative', () => {
    const findings = lint({
      'src/features/account/form.ts': exported,
      'src/features/account/page.ts': "export { value } from '@/features/account/form';\n",
      'contract/index.ts': exported,
      'server/app.ts': "export { value } from '../contract';\n",
      'src/lib/storage.ts': exported,
      'scripts/build/hints.ts': "export { value } from '../../src/lib/storage';\n",
    });
    expect(findings).toEqual([expect.stringContaining('src/features/account/page.ts:1 an import within its tier is relative')]);
  });

  it('resolve aliases for the layer rules', () => {
    const findings = lint({ 'src/lib/format.ts': exported, 'src/design-system/badge.tsx': "export { value } from '@/lib/format';\n" });
    expect(findings).toEqual([expect.stringContaining("design-system must not import lib ('@/lib/format')")]);
  });
});

describe('the cycle rule', () => {
  it('fails on a loop of imports, and names every file in it', () => {
    const findings = lint({
      'src/lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/lib/b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'src/lib/c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(findings).toEqual([expect.stringContaining('import cycle: src/lib/a.ts → src/lib/b.ts → src/lib/c.ts')]);
  });

  it('finds loops on the server too', () => {
    const findings = lint({
      'server/db/one.ts': "export { two } from './two';\nexport const one = 1;\n",
      'server/db/two.ts': "export { one } from './one';\nexport const two = 2;\n",
    });
    expect(findings).toEqual([expect.stringContaining('import cycle')]);
  });
});

describe('the server and src', () => {
  it('fail on the server importing src', () => {
    const findings = lint({ 'src/lib/api.ts': exported, 'server/app.ts': "export { value } from '../src/lib/api';\n" });
    expect(findings).toEqual([expect.stringContaining('the server must not import src/')]);
  });

  it('fail on src importing the server', () => {
    const findings = lint({ 'server/app.ts': exported, 'src/app/main.ts': "export { value } from '../../server/app';\n" });
    expect(findings).toEqual([expect.stringContaining('app must not import the server')]);
  });
});

describe('sealed server modules', () => {
  const points = {
    'server/modules/points/index.ts': "export { createPointsService } from './points.service';\n",
    'server/modules/points/points.service.ts':
      "import { findBalance } from './points.repository';\nexport const createPointsService = () => findBalance;\n",
    'server/modules/points/points.repository.ts': 'export const findBalance = () => 0;\n',
  };

  it("fail on a module importing another module's repository", () => {
    const findings = lint({
      ...points,
      'server/modules/user/user.service.ts': "export { findBalance } from '../points/points.repository';\n",
    });
    expect(findings).toEqual([expect.stringContaining('use the points module through its index.ts, not its repository')]);
  });

  it('fail on the worker importing module internals, and let it use the index', () => {
    const findings = lint({
      ...points,
      'server/worker/refund.ts': "export { createPointsService } from '../modules/points/points.service';\n",
      'server/worker/runtime.ts': "export { createPointsService } from '../modules/points';\n",
    });
    expect(findings).toEqual([
      expect.stringMatching(/^server\/worker\/refund\.ts:1 use the points module through its index\.ts, not its internals/),
    ]);
  });

  it('fail on a module importing the worker, and let its tests drive one', () => {
    const findings = lint({
      'server/worker/task-queue.ts': exported,
      'server/modules/generation/generation.service.ts': "export { value } from '../../worker/task-queue';\n",
      'server/modules/generation/run.test.ts': "export { value } from '../../worker/task-queue';\n",
    });
    expect(findings).toEqual([
      expect.stringMatching(/^server\/modules\/generation\/generation\.service\.ts:1 a module must not import the worker/),
    ]);
  });

  it('let tests arrange state through a repository', () => {
    expect(
      lint({ ...points, 'server/worker/refund.test.ts': "export { findBalance } from '../modules/points/points.repository';\n" }),
    ).toEqual([]);
  });

  it('fail on a service importing the HTTP layer', () => {
    const findings = lint({
      'server/http/api-router.ts': exported,
      'server/modules/media/media.routes.ts': "export { value } from '../../http/api-router';\n",
      'server/modules/media/media.service.ts': "export { value } from '../../http/api-router';\n",
    });
    expect(findings).toEqual([
      expect.stringMatching(/^server\/modules\/media\/media\.service\.ts:1 only route files and the app import the HTTP layer/),
    ]);
  });
});

describe('the text rules', () => {
  it('report broken relative imports, physical CSS and literal labels with their lines', () => {
    const findings = lint({
      'src/app/main.ts': "\nexport { value } from './missing';\n",
      'src/design-system/card.css': '.card {\n  margin-left: 4px;\n}\n',
      'src/design-system/close.tsx': 'export const close = <button aria-label="Close" />;\n',
      'src/design-system/close-story-kit.tsx': 'export const kit = <button aria-label="Close" />;\n',
      'src/design-system/close.stories.tsx': 'export const story = <button aria-label="Close" />;\n',
    });
    expect(findings).toEqual([
      "src/app/main.ts:2 './missing' resolves to no file of the repository",
      expect.stringMatching(/^src\/design-system\/card\.css:2 use a logical property/),
      expect.stringMatching(/^src\/design-system\/close\.tsx:1 literal text in aria-label/),
    ]);
  });
});

describe('the first-load rule', () => {
  const schemaFile = "import { z } from 'zod';\nexport const schema = z.string();\n";

  it('fails on browser code that reaches zod through a static import, directly or through the contract', () => {
    const findings = lint({
      'contract/user.ts': schemaFile,
      'contract/index.ts': "export { schema } from './user';\n",
      'src/domain/session/me.ts': "import { schema } from '@contract';\nexport const me = schema;\n",
      'src/lib/parse.ts': "import { z } from 'zod';\nexport const parse = z.number();\n",
    });
    expect(findings).toEqual([
      expect.stringMatching(/^src\/lib\/parse\.ts:1 the browser must not load zod up front \('zod'\)/),
      expect.stringMatching(/^src\/domain\/session\/me\.ts:1 the browser must not load zod up front \('@contract'\)/),
    ]);
  });

  it('allows type-only imports, import() and test code', () => {
    const findings = lint({
      'contract/user.ts': schemaFile,
      'src/domain/session/me.ts': "import type { schema } from '@contract/user';\nexport type Me = typeof schema;\n",
      'src/features/auth/form.ts': "export const load = () => import('@contract/user');\n",
      'src/lib/parse.test.ts': "import { z } from 'zod';\nexport const parse = z.number();\n",
    });
    expect(findings).toEqual([]);
  });
});
