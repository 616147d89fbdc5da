import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstLoadGroups, type FirstLoad } from './chunk-groups';

/** A chunk as Rolldown's own splitting leaves it: its modules, its static imports, and the module it stands for. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
  dynamicImports: string[] = [],
) => ({ type: 'chunk', fileName, moduleIds, imports, facadeModuleId, isEntry, dynamicImports }) as unknown as OutputChunk;

const auth: FirstLoad = { modules: ['/src/auth-route.tsx'], family: 'signed-out' };
const gallery: FirstLoad = { modules: ['/src/shell-route.tsx', '/src/gallery-route.tsx'], family: 'signed-in' };
const account: FirstLoad = { modules: ['/src/shell-route.tsx', '/src/account-route.tsx'], family: 'signed-in' };

const chunks = [
  chunk('index.js', ['/src/main.tsx', '/react.js'], [], '/src/main.tsx', true),
  chunk('auth-route.js', ['/src/auth-route.tsx', '/src/auth-form.tsx'], ['button.js', 'field.js'], '/src/auth-route.tsx'),
  chunk('shell-route.js', ['/src/shell-route.tsx'], ['menu.js', 'button.js'], '/src/shell-route.tsx'),
  chunk('gallery-route.js', ['/src/gallery-route.tsx'], ['grid.js', 'menu.js'], '/src/gallery-route.tsx'),
  chunk('account-route.js', ['/src/account-route.tsx'], ['field.js', 'menu.js'], '/src/account-route.tsx'),
  chunk('button.js', ['/src/button.tsx'], ['index.js']),
  chunk('field.js', ['/src/field.tsx']),
  chunk('menu.js', ['/src/menu.tsx']),
  chunk('grid.js', ['/src/grid.tsx']),
  // Reached only by a lazy dialog: not part of any first load.
  chunk('editor.js', ['/node_modules/konva/index.js']),
];

describe('firstLoadGroups', () => {
  const groups = firstLoadGroups(chunks, [auth, gallery, account]);

  it("puts what one route alone loads first with that route's screen", () => {
    expect(groups.get('/src/auth-form.tsx')).toBe('auth-route-first');
    expect(groups.get('/src/grid.tsx')).toBe('gallery-route-first');
  });

  it('puts what signed-in routes share with the shell, and what both families load in one chunk', () => {
    expect(groups.get('/src/menu.tsx')).toBe('signed-in');
    expect(groups.get('/src/button.tsx')).toBe('first-load');
    expect(groups.get('/src/field.tsx')).toBe('first-load');
  });

  it('leaves the entry, the route modules themselves and lazy code alone', () => {
    for (const id of ['/src/main.tsx', '/react.js', '/src/auth-route.tsx', '/src/shell-route.tsx', '/node_modules/konva/index.js']) {
      expect(groups.has(id), id).toBe(false);
    }
  });
});

describe('firstLoadGroups with a lazy part a screen loads at once', () => {
  const workshop: FirstLoad = {
    modules: ['/src/shell-route.tsx', '/src/workshop-route.tsx'],
    eagerParts: ['/src/loaded-workshop.tsx'],
    family: 'signed-in',
  };
  const withWorkshop = [
    ...chunks,
    chunk('workshop-route.js', ['/src/workshop-route.tsx'], ['menu.js'], '/src/workshop-route.tsx'),
    // The lazy part uses the gallery's grid: without it counted, the grid went with the gallery's first chunk,
    // and the workshop downloaded the gallery's screen to show its own.
    chunk('loaded-workshop.js', ['/src/loaded-workshop.tsx', '/src/panel.tsx'], ['grid.js'], '/src/loaded-workshop.tsx'),
  ];
  const groups = firstLoadGroups(withWorkshop, [auth, gallery, account, workshop]);

  it('puts what the lazy part shares with other screens in a chunk they share', () => {
    expect(groups.get('/src/grid.tsx')).toBe('signed-in');
  });

  it("leaves the lazy part, and what it alone runs, out of the route's first chunk: they come later", () => {
    expect(groups.has('/src/loaded-workshop.tsx')).toBe(false);
    expect(groups.has('/src/panel.tsx')).toBe(false);
  });
});

describe('firstLoadGroups with lazy parts', () => {
  const withLazyParts = [
    // The entry's router loads every route module lazily: navigating is another load, not a lazy part.
    chunk('index.js', ['/src/main.tsx', '/react.js'], [], '/src/main.tsx', true, ['auth-route.js', 'gallery-route.js', 'account-route.js']),
    ...chunks.slice(1, 3),
    // The gallery's menu opens in a popover the account screen also shows at once.
    chunk('gallery-route.js', ['/src/gallery-route.tsx'], ['grid.js', 'menu.js'], '/src/gallery-route.tsx', false, ['gallery-menu.js']),
    chunk(
      'account-route.js',
      ['/src/account-route.tsx'],
      ['field.js', 'menu.js', 'popover.js', 'plan.js'],
      '/src/account-route.tsx',
      false,
      ['plan-dialog.js'],
    ),
    ...chunks.slice(5),
    chunk('popover.js', ['/src/popover.tsx']),
    chunk('plan.js', ['/src/plan.tsx']),
    chunk('gallery-menu.js', ['/src/gallery-menu.tsx'], ['popover.js']),
    // Only the account screen opens this dialog.
    chunk('plan-dialog.js', ['/src/plan-dialog.tsx'], ['plan.js']),
  ];
  const groups = firstLoadGroups(withLazyParts, [auth, gallery, account]);

  it("puts beside a screen's chunk what another screen's lazy parts also run, which would download that chunk", () => {
    expect(groups.get('/src/popover.tsx')).toBe('account-route-shared');
  });

  it("keeps in the screen's chunk what only its own lazy parts share with it", () => {
    expect(groups.get('/src/plan.tsx')).toBe('account-route-first');
    expect(groups.get('/src/grid.tsx')).toBe('gallery-route-first');
  });
});
