import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../src/lib/boot/react-aria-ssr';
import { reactAriaSsr, standInModule } from './react-aria-ssr';

const require = createRequire(import.meta.url);
const ssrModule = path.join(path.dirname(require.resolve('react-aria')), '..', 'private', 'ssr', 'SSRProvider.mjs');

/** The load hook, called as Vite would once the config is resolved. */
function load(id: string, root = '/app'): unknown {
  const plugin = reactAriaSsr();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  return (plugin.load as (id: string) => unknown)(id);
}

describe('reactAriaSsr', () => {
  it("loads the app's stand-in in place of React Aria's SSR module, and nothing else", () => {
    expect(load(ssrModule)).toBe(standInModule('/app'));
    expect(load(`${ssrModule}?v=1234`)).toBe(standInModule('/app'));
    expect(load(path.join(path.dirname(ssrModule), '..', 'utils', 'useId.mjs'))).toBeNull();
    expect(load('/app/src/lib/boot/react-aria-ssr.ts')).toBeNull();
  });

  it('re-exports the stand-in from the project root', () => {
    expect(standInModule('/srv/studio')).toBe(
      'export { SSRProvider, useIsSSR, useSSRSafeId } from "/srv/studio/src/lib/boot/react-aria-ssr.ts";\n',
    );
  });

  it("stands in for every export of React Aria's module, so an upgrade that adds one fails here", () => {
    const exportList = readFileSync(ssrModule, 'utf8').match(/^export \{([^}]*)\};?$/m)?.[1] ?? '';
    const exported = exportList.split(',').map((entry) => entry.split(' as ').at(-1)?.trim());
    expect(exported.toSorted()).toEqual(['SSRProvider', 'useIsSSR', 'useSSRSafeId']);
    expect(Object.keys(standIn).toSorted()).toEqual(['SSRProvider', 'useIsSSR', 'useSSRSafeId']);
  });
});
